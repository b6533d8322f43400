import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalMailer } from './local-mailer.ts';

const message = {
  to: 'ann@example.com',
  from: 'Masthead <no-reply@localhost>',
  subject: 'Hello\r\nBcc: evil@example.com',
  text: 'Plain body',
  html: '<p>HTML body</p>',
};

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('local mailer', () => {
  it('writes each message as an .eml file and keeps it in memory', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-'));
    const mailer = createLocalMailer({ dir });
    await mailer.send(message);
    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain('Plain body');
    expect(eml).toContain('<p>HTML body</p>');
    expect(mailer.lastTo('ANN@example.com')?.text).toBe('Plain body');
  });

  it('keeps header values on one line, so a subject cannot add headers', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-'));
    await createLocalMailer({ dir }).send(message);
    const [file] = await readdir(dir);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    expect(eml).not.toMatch(/^Bcc:/m);
  });

  it('keeps only the most recent messages in memory', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-'));
    const mailer = createLocalMailer({ dir, keep: 2 });
    for (const to of ['a@x.com', 'b@x.com', 'c@x.com']) await mailer.send({ ...message, to });
    expect(mailer.sent.map((m) => m.to)).toEqual(['b@x.com', 'c@x.com']);
  });
});
