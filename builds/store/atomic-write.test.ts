import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fileSteps,
  removePageFiles,
  removeTempFiles,
  replacePageFiles,
  tempDirOf,
  tempMarker,
} from './atomic-write.ts';

const work = mkdtempSync(join(tmpdir(), 'masthead-atomic-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A process id that no running process has: a child that has exited. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('atomic writes', () => {
  it('writes a page and its variants, and leaves no temporary file', async () => {
    const root = join(work, 'write');
    const path = join(root, 'news', 'a', 'index.html');
    await replacePageFiles(tempDirOf(root), {
      path,
      body: Buffer.from('page'),
      br: Buffer.from('br'),
      gzip: Buffer.from('gz'),
    });
    expect(readFileSync(path, 'utf8')).toBe('page');
    expect(readdirSync(join(root, 'news', 'a')).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
    expect(readdirSync(tempDirOf(root))).toEqual([]);
  });

  it('never shows a variant beside a page it does not belong to, at any step of a replacement or removal', async () => {
    const root = join(work, 'steps');
    const path = join(root, 'a', 'index.html');
    const version = (n: number) => ({
      path,
      body: Buffer.from(`page ${n}`),
      br: Buffer.from(`br of page ${n}`),
      gzip: Buffer.from(`gz of page ${n}`),
    });
    await replacePageFiles(tempDirOf(root), version(1));
    // A reader that looks at the folder before and after every step of the writer.
    const seen: string[] = [];
    const look = () => {
      const read = (name: string) => (existsSync(name) ? readFileSync(name, 'utf8') : null);
      const page = read(path);
      for (const [variant, prefix] of [
        [`${path}.br`, 'br of '],
        [`${path}.gz`, 'gz of '],
      ] as const) {
        const text = read(variant);
        if (text !== null)
          seen.push(text === `${prefix}${page}` ? 'ok' : `${variant} holds "${text}" beside "${page}"`);
      }
    };
    // Through the writer's seam, not a module mock: test files share their worker's modules (ADR 20).
    const { rename, rm } = fileSteps;
    const observed =
      <A extends unknown[], R>(step: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        look();
        const result = await step(...args);
        look();
        return result;
      };
    Object.assign(fileSteps, { rename: observed(rename), rm: observed(rm) });
    try {
      await replacePageFiles(tempDirOf(root), version(2));
      expect(readFileSync(path, 'utf8')).toBe('page 2');
      await removePageFiles(path);
    } finally {
      Object.assign(fileSteps, { rename, rm });
    }
    expect(seen.length).toBeGreaterThan(4);
    expect(seen.filter((s) => s !== 'ok')).toEqual([]);
  });

  it('removes the temporary files of stopped processes and of an earlier process with its own id, not those of running ones', async () => {
    const root = join(work, 'temps');
    mkdirSync(join(root, 'news'), { recursive: true });
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const files = {
        stopped: join(root, 'news', `index.html${tempMarker}${await exitedPid()}-0a1b2c3d`),
        own: join(root, `index.html.br${tempMarker}${process.pid}-0a1b2c3d`),
        running: join(root, 'news', `index.html.gz${tempMarker}${sleeper.pid}-0a1b2c3d`),
        page: join(root, 'news', 'index.html'),
      };
      for (const file of Object.values(files)) writeFileSync(file, 'x');
      expect(await removeTempFiles(root)).toBe(2);
      expect(Object.fromEntries(Object.entries(files).map(([name, file]) => [name, existsSync(file)]))).toEqual({
        stopped: false,
        own: false,
        running: true,
        page: true,
      });
    } finally {
      sleeper.kill();
    }
  });

  it("leaves another machine's temporary files to it for an hour (its processes cannot be looked up here)", async () => {
    const root = join(work, 'foreign-temps');
    mkdirSync(root, { recursive: true });
    const pid = await exitedPid();
    const foreign = (random: string) => join(root, `page${tempMarker}${pid}-ffffffff-${random}`);
    const files = { recent: foreign('0a1b2c3d'), old: foreign('4e5f6a7b') };
    for (const file of Object.values(files)) writeFileSync(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(files.old, twoHoursAgo, twoHoursAgo);
    expect(await removeTempFiles(root)).toBe(1);
    expect(existsSync(files.recent)).toBe(true);
    expect(existsSync(files.old)).toBe(false);
  });
});
