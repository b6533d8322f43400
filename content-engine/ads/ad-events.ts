import { tags } from '../core/change-tags.ts';
import { emitChange } from '../core/events.ts';
import type { EngineContext } from '../core/context.ts';

/**
 * A pattern write: every page that read the tenant's ad units carries `ad-units` (the page
 * renderer adds it when a page plans its ads), so they regenerate; the ad memos drop by kind.
 */
export const emitAdUnitChange = (ctx: EngineContext, tenantKey: string) =>
  emitChange(ctx, tenantKey, 'ad_unit', [tags.adUnits]);

/**
 * A house-ad write: no page shows a creative (the ad server answers slots at request time), so
 * nothing regenerates; the event drops the ad server's memo of the tenant's creatives.
 */
export const emitHouseAdChange = (ctx: EngineContext, tenantKey: string) =>
  emitChange(ctx, tenantKey, 'house_ad_creative', []);
