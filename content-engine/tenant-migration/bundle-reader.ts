import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { bundleLimits } from './bundle-format.ts';

export interface OpenBundle {
  entries: Map<string, Entry>;
  /** The entry's bytes, uncompressed (yauzl checks they match the declared size). */
  read(entry: Entry): Promise<Readable>;
  close(): void;
}

/** A bundle that cannot be read as one: its message is for the person who uploaded it. */
export class BadBundle extends Error {}

/** Opens a stored bundle and lists its entries (their names checked by yauzl: no `..`, no absolute path). */
export function openBundle(path: string): Promise<OpenBundle> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip?: ZipFile) => {
      if (error || !zip)
        return reject(new BadBundle(`The file is not a zip archive (${error?.message ?? 'unreadable'}).`));
      const entries = new Map<string, Entry>();
      zip.on('error', (e: Error) => {
        zip.close();
        reject(new BadBundle(`The bundle holds an entry that cannot be accepted: ${e.message}.`));
      });
      zip.on('entry', (entry: Entry) => {
        if (entries.size >= bundleLimits.entries) {
          zip.close();
          return reject(new BadBundle(`The bundle holds more than ${bundleLimits.entries} entries.`));
        }
        if (entries.has(entry.fileName)) {
          zip.close();
          return reject(new BadBundle(`The bundle holds "${entry.fileName}" twice.`));
        }
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', () =>
        resolve({
          entries,
          read: (entry) =>
            new Promise((ok, fail) =>
              zip.openReadStream(entry, (e, stream) =>
                e || !stream ? fail(e ?? new Error('unreadable')) : ok(stream),
              ),
            ),
          close: () => zip.close(),
        }),
      );
      zip.readEntry();
    });
  });
}

/** An entry's lines (the last without a newline too), none longer than the bundle's line limit. */
export async function* entryLines(stream: Readable): AsyncGenerator<string, void, undefined> {
  let pending = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    pending += chunk.toString('utf8');
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      yield pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (pending.length > bundleLimits.lineBytes) {
      stream.destroy();
      throw new BadBundle(`A line of the bundle is longer than ${bundleLimits.lineBytes / 1024 / 1024} MB.`);
    }
  }
  if (pending.length) yield pending;
}
