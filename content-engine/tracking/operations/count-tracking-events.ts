import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { parseInput } from '../../core/validate.ts';
import { trackingEventTypes } from '../../shared/tracking-events.ts';
import { countTrackingEvents, type TrackingEventCount } from '../../tracking-events/queries.ts';

const maxRangeMs = 366 * 86_400_000;

const inputSchema = z
  .object({
    from: z.number().int().nonnegative(),
    to: z.number().int().nonnegative(),
    types: z
      .array(z.enum(trackingEventTypes as [string, ...string[]]))
      .max(50)
      .nullish(),
  })
  .refine((range) => range.to > range.from, { message: 'Must be after from', path: ['to'] })
  .refine((range) => range.to - range.from <= maxRangeMs, {
    message: 'The range may span at most 366 days',
    path: ['to'],
  });

/** Tracking events of the request's site per type and UTC day, for the reports (view_common_reports). */
export async function countEvents({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<TrackingEventCount[]> {
  const tenantKey = tenantKeyOf(ctx);
  const { from, to, types } = parseInput(inputSchema, input);
  requirePermission(ctx, ['view_common_reports']);
  return countTrackingEvents(ctx.db, { tenantKey, from, to, types: types ?? null });
}
