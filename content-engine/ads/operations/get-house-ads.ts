import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { pageOf, paginationInput, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { adReadPermissions } from '../ad-access.ts';
import type { HouseAd } from '../house-ad.ts';
import { houseAdIdInput } from '../house-ad-input.ts';
import { listHouseAdPage } from '../house-ad-list-queries.ts';
import { findHouseAd } from '../house-ad-writes.ts';

const streamInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    adUnitKey: z.string().trim().max(100).nullish(),
    pagination: paginationInput(200),
  })
  .nullish();

/** The site's house ads (/admin/ad-unit-patterns, House ads tab): by name, 25 a page by default. */
export async function getHouseAdStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<HouseAd>> {
  const { search, adUnitKey, pagination } = parseInput(streamInput, input) ?? {};
  requirePermission(ctx, adReadPermissions);
  const { limit, skip } = pageOf(pagination, 25);
  const { houseAds, totalCount } = await listHouseAdPage(
    ctx.db,
    { tenantKey: tenantKeyOf(ctx), search: search || undefined, adUnitKey: adUnitKey || undefined },
    { limit, skip },
  );
  return toConnection(houseAds, { skip, totalCount });
}

/** One house ad of the site, for its edit form. */
export async function getHouseAd({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<HouseAd> {
  const { id } = parseInput(houseAdIdInput, input);
  requirePermission(ctx, adReadPermissions);
  const found = await findHouseAd(ctx.db, tenantKeyOf(ctx), id);
  if (!found) throw notFound(`House ad ${id}`);
  return found;
}
