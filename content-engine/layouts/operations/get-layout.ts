import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { visibleAssignment } from '../layout-visibility.ts';
import { findLayoutRecord, type LayoutRecord } from '../writes.ts';

const inputSchema = z.object({ id: z.number().int().positive() });

/**
 * One layout for the layout editor (/admin/edit-web-layout/:id): one the request's site owns, is
 * assigned or uses as a global layout; NOT_FOUND otherwise, as for a layout that does not exist.
 * Needs view_site_layouts or manage_site_layouts on the site.
 */
export async function getLayout({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<LayoutRecord> {
  const { id } = parseInput(inputSchema, input);
  const user = requirePermission(ctx, ['view_site_layouts', 'manage_site_layouts']);
  const layout = await findLayoutRecord(ctx.db, tenantKeyOf(ctx), id);
  if (!layout) throw notFound(`Layout ${id}`);
  return visibleAssignment(user, layout);
}
