import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { loadOtherLicenseRanges } from '../queries.ts';
import { checkRanges, type RangeOverlap, type RangeProblem } from '../range-overlaps.ts';
import { siteLicenseOverlapsInput } from '../site-license-input.ts';

/**
 * What the licence form warns of before saving: its lines that are no range (by line number) and
 * its ranges that overlap each other or any other licence of the site, whatever that one's state.
 * Needs manage_ip_gating.
 */
export async function getSiteLicenseOverlaps({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ problems: RangeProblem[]; overlaps: RangeOverlap[] }> {
  const { ipRanges, excludeId } = parseInput(siteLicenseOverlapsInput, input);
  requirePermission(ctx, ['manage_ip_gating']);
  const others = await loadOtherLicenseRanges(ctx.db, tenantKeyOf(ctx), excludeId ?? null);
  return checkRanges(ipRanges, others);
}
