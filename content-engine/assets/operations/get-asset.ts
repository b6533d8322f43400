import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { Asset } from '../asset.ts';
import { findAssetById } from '../queries.ts';

const inputSchema = z.object({ id: z.number().int().positive() });

/** One asset of the request's tenant; NOT_FOUND when the id is unknown or another tenant's. */
export async function getAsset({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Asset> {
  const { id } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const asset = await findAssetById(ctx.db, tenantKey, id);
  if (!asset) throw notFound(`Asset ${id}`);
  return asset;
}
