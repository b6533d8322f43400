import { z } from 'zod';
import { analysedSites } from '../../../core/analysed-sites.ts';
import type { EngineContext } from '../../../core/context.ts';
import { parseInput } from '../../../core/validate.ts';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import { scheduleOptions } from '../../../shared/enums.ts';
import { assertMayManageLayout } from '../../layout-access.ts';
import { analysedLayouts, type AnalysedLayout } from '../analysis-scope.ts';
import { scheduleOptionChanges } from '../schedule-option-changes.ts';
import type { CmsSession } from '../../../core/cms-session.ts';

const option = z.enum(scheduleOptions, { error: 'Choose a schedule option' });

export const scheduleReplacementInput = z
  .object({
    from: option,
    to: option,
    sites: z.array(z.string().max(100)).max(500).nullish(),
    /** Only these blocks (an undo names the blocks the replacement changed). */
    blocks: z
      .array(z.object({ layoutId: z.number().int().positive(), blockId: z.string().max(100) }))
      .max(10_000)
      .nullish(),
  })
  .refine((input) => input.from !== input.to, { path: ['to'], message: 'Choose a different schedule option' });

const mayManage = (user: CmsSession, layout: AnalysedLayout) => {
  try {
    assertMayManageLayout(user, layout);
    return true;
  } catch {
    return false;
  }
};

/**
 * The layouts a replacement may change: those of the user's sites (manage_modules) that the user
 * may manage (a site-specific user leaves global layouts and layouts shared with other sites alone).
 */
export async function replaceableLayouts(ctx: EngineContext, sites: readonly string[] | null | undefined) {
  const analysed = await analysedSites(ctx, sites ?? []);
  const user = ctx.cmsUser;
  return (await analysedLayouts(ctx, analysed)).filter((layout) => !user || mayManage(user, layout));
}

/**
 * Dev tool /admin/update-layout-schedule-options, the preview (manage_modules): the blocks whose
 * population.scheduleOption is `from` in the layouts the user may change, and where; and whether
 * the user may apply it (manage_site_layouts too).
 */
export async function getLayoutScheduleOptionChanges({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { from, sites, blocks } = parseInput(scheduleReplacementInput, input);
  const layouts = await replaceableLayouts(ctx, sites);
  const changes = scheduleOptionChanges(layouts, { from, only: blocks });
  return {
    changes,
    layoutCount: new Set(changes.map((change) => change.layoutId)).size,
    mayApply: ctx.system || hasAnyPermission(ctx.cmsUser, ['manage_site_layouts']),
  };
}
