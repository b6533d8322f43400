import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';

/**
 * Where uploaded import files live (IMPORTS_DIR, var/imports by default): never under FILES_DIR,
 * which the server publishes at /files/.
 */
export const importsDir = () => process.env.IMPORTS_DIR || 'var/imports';

export const importFilePath = (storedName: string) => join(importsDir(), storedName);

/** Streams an upload to disk under the tenant's folder; returns its stored name and size. */
export async function storeImportFile(
  tenantKey: string,
  source: Readable,
): Promise<{ storedName: string; size: number }> {
  const storedName = join(tenantKey.replace(/[^\w-]/g, '_'), `${randomUUID()}.csv`);
  const path = importFilePath(storedName);
  await mkdir(dirname(path), { recursive: true });
  try {
    await pipeline(source, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { storedName, size: (await stat(path)).size };
}

export const removeImportFile = (storedName: string) => rm(importFilePath(storedName), { force: true });

export interface CsvRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  fields: string[];
}

/** Reads a stored CSV record by record (papaparse on a stream: one record in memory at a time, plus the stream's buffer). */
export async function* readCsvRows(storedName: string): AsyncGenerator<CsvRow, void, undefined> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false }) as NodeJS.ReadWriteStream;
  const file = createReadStream(importFilePath(storedName));
  file.on('error', (error) => parser.emit('error', error));
  file.pipe(parser);
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { rowNumber, fields: record };
    }
  } finally {
    file.destroy();
  }
}

/** The file's first record (its header), or null for an empty file. */
export async function readHeader(storedName: string): Promise<string[] | null> {
  for await (const row of readCsvRows(storedName)) return row.fields;
  return null;
}
