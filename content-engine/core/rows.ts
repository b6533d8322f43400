import { z } from 'zod';

/*
 * Row-boundary helpers: SQLite returns 0/1 for booleans and TEXT for JSON; PostgreSQL returns
 * booleans and, for our TEXT JSON columns, strings too. These coerce both to one shape.
 */

export const dbBoolean = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const dbNumber = z.union([z.number(), z.string()]).transform((v) => Number(v));

export const dbNullableNumber = z
  .union([z.number(), z.string(), z.null()])
  .transform((v) => (v === null ? null : Number(v)));

/** A JSON document stored as TEXT, parsed then validated by `schema`. */
export const dbJson = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .transform((v) => (typeof v === 'string' ? JSON.parse(v) : v))
    .pipe(schema);

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/*
 * Checked coercions for hot-path row mappers (content rows are mapped thousands of times per
 * second, where zod's per-field pipeline costs more than the query): same contract as the zod
 * helpers above, throwing on a value of the wrong type.
 */
const wrongType = (column: string, expected: string, value: unknown) =>
  new TypeError(`Column ${column}: expected ${expected}, got ${typeof value}`);

export function readString(row: Record<string, unknown>, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw wrongType(column, 'string', value);
  return value;
}

export function readNullableString(row: Record<string, unknown>, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : readString(row, column);
}

export function readNumber(row: Record<string, unknown>, column: string): number {
  const value = row[column];
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || Number.isNaN(n)) throw wrongType(column, 'number', value);
  return n;
}

export function readNullableNumber(row: Record<string, unknown>, column: string): number | null {
  const value = row[column];
  return value === null || value === undefined ? null : readNumber(row, column);
}

export function readBoolean(row: Record<string, unknown>, column: string): boolean {
  const value = row[column];
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function readJsonObject(row: Record<string, unknown>, column: string): Record<string, unknown> {
  const value = row[column];
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw wrongType(column, 'a JSON object', parsed);
  return parsed as Record<string, unknown>;
}

export function readJsonArray<T>(
  row: Record<string, unknown>,
  column: string,
  isItem: (item: unknown) => item is T,
): T[] {
  const value = row[column];
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed) || !parsed.every(isItem)) throw wrongType(column, 'a JSON array', parsed);
  return parsed;
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number';
