import type { Brand } from '../brands/brand.ts';
import type { Random } from '../prng.ts';
import type { Dataset } from './dataset.ts';
import type { IdAllocator } from './ids.ts';

export const day = 86_400_000;
export const hour = 3_600_000;

/** What every generator step reads and writes. */
export interface GenContext {
  brand: Brand;
  tenantKey: string;
  random: Random;
  now: number;
  nextId: IdAllocator;
  data: Dataset;
}

/** created/updated columns: `ageMs` before the seed's clock. */
export const stamp = (ctx: Pick<GenContext, 'now'>, ageMs = 30 * day) => ({
  created: ctx.now - ageMs,
  updated: ctx.now - Math.floor(ageMs / 2),
});
