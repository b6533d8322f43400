import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { importFilePath, storeImportFile } from '../core/upload-files.ts';

export { removeImportFile } from '../core/upload-files.ts';

/** Streams an uploaded CSV to disk under the tenant's folder; returns its stored name and size. */
export const storeCsvFile = (tenantKey: string, source: Readable) =>
  storeImportFile(tenantKey, source, { extension: 'csv' });

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
