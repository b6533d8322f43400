import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempFiles, tempMarker, writeFilesAtomically } from './atomic-write.ts';

const work = mkdtempSync(join(tmpdir(), 'masthead-atomic-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A process id that no running process has: a child that has exited. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('atomic writes', () => {
  it('writes every file and leaves no temporary file', async () => {
    const dir = join(work, 'write', 'news', 'a');
    await writeFilesAtomically([{ path: join(dir, 'index.html.gz'), data: Buffer.from('gz') }, { path: join(dir, 'index.html'), data: Buffer.from('page') }]);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('page');
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'index.html.gz']);
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
      expect(Object.fromEntries(Object.entries(files).map(([name, file]) => [name, existsSync(file)]))).toEqual({ stopped: false, own: false, running: true, page: true });
    } finally {
      sleeper.kill();
    }
  });
});
