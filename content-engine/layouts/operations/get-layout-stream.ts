import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { pageOf, paginationInput, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { contentTypes } from '../../shared/content-types.ts';
import { layoutTypes } from '../../shared/enums.ts';
import { filterLayouts, layoutSortFields } from '../layout-list.ts';
import { visibleAssignment } from '../layout-visibility.ts';
import { loadLayoutRecords, type LayoutRecord } from '../writes.ts';

const inputSchema = z
  .object({
    search: z.string().trim().max(200).nullish(),
    types: z.array(z.enum(layoutTypes)).max(layoutTypes.length).nullish(),
    scope: z.enum(['global', 'site']).nullish(),
    contentType: z.enum(contentTypes).nullish(),
    alias: z.string().trim().min(1).max(500).nullish(),
    sort: z.object({ field: z.enum(layoutSortFields).nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
    pagination: paginationInput(200),
  })
  .nullish();

/**
 * The layouts list (/admin/layouts): the layouts the request's site uses or owns — its own, those
 * assigned to it and the global ones — with search, filters by type, scope, content type and
 * alias, sorted by name by default, pages of 25. Needs view_site_layouts or manage_site_layouts
 * on the site.
 */
export async function getLayoutStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<LayoutRecord>> {
  const i = parseInput(inputSchema, input) ?? {};
  const user = requirePermission(ctx, ['view_site_layouts', 'manage_site_layouts']);
  const { limit, skip } = pageOf(i.pagination, 25);
  const layouts = filterLayouts(
    await loadLayoutRecords(ctx.db, tenantKeyOf(ctx)),
    {
      search: i.search || undefined,
      types: i.types ?? undefined,
      scope: i.scope ?? undefined,
      contentType: i.contentType ?? undefined,
      alias: i.alias ?? undefined,
    },
    { field: i.sort?.field ?? 'name', order: i.sort?.order ?? 'asc' },
  );
  return toConnection(
    layouts.slice(skip, skip + limit).map((layout) => visibleAssignment(user, layout)),
    { skip, totalCount: layouts.length },
  );
}
