import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { engineSchema } from './schema.ts';

/** Writes content-engine/schema.graphql, committed so a diff shows every API change. */
const path = new URL('../schema.graphql', import.meta.url);
writeFileSync(path, `${printSchema(lexicographicSortSchema(engineSchema()))}\n`);
console.log(`Wrote ${path.pathname}`);
