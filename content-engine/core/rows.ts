import { z } from 'zod';

/*
 * Row-boundary helpers: SQLite returns 0/1 for booleans and TEXT for JSON; PostgreSQL returns
 * booleans and, for our TEXT JSON columns, strings too. These coerce both to one shape.
 */

export const dbBoolean = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const dbNumber = z.union([z.number(), z.string()]).transform((v) => Number(v));

export const dbNullableNumber = z.union([z.number(), z.string(), z.null()]).transform((v) => (v === null ? null : Number(v)));

/** A JSON document stored as TEXT, parsed then validated by `schema`. */
export const dbJson = <T extends z.ZodType>(schema: T) =>
  z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).transform((v) => (typeof v === 'string' ? JSON.parse(v) : v)).pipe(schema);

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
