import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { requireCommand } from './commands.ts';

export interface NuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

const vnuJar = () => createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Runs the Nu HTML Checker (vnu.jar from the vnu-jar package) once over many documents, since
 * each JVM start is slow. Answers the errors of each document by its name; a document without
 * errors maps to [].
 */
export function checkHtml(documents: Record<string, string>): Record<string, NuMessage[]> {
  requireCommand('java', 'default-jre-headless');
  const dir = mkdtempSync(join(tmpdir(), 'masthead-vnu-'));
  try {
    const names = Object.keys(documents);
    const files = names.map((name, index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, documents[name]!);
      return file;
    });
    const result = spawnSync('java', ['-jar', vnuJar(), '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.error) throw result.error;
    // vnu writes its JSON report to stderr and exits 1 when any document has errors.
    const report = JSON.parse(result.stderr || result.stdout) as { messages: (NuMessage & { url?: string })[] };
    const byName: Record<string, NuMessage[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const { url, ...message } of report.messages) {
      const index = url ? Number(basename(decodeURIComponent(url)).replace(/\.html$/, '')) : NaN;
      const name = names[index];
      if (name === undefined)
        throw new Error(`The Nu HTML Checker reported on something other than a document: ${message.message}`);
      byName[name]!.push(message);
    }
    return byName;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per message, for assertion output. */
export const describeMessages = (messages: NuMessage[]) =>
  messages.map(
    (m) =>
      `line ${m.lastLine ?? '?'}:${m.lastColumn ?? '?'} ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`,
  );
