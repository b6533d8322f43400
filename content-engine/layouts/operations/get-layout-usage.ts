import type { Knex } from 'knex';
import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { Layout } from '../layout.ts';
import { firstLayout as firstOf } from '../select-layout.ts';
import { tenantLayouts } from '../tenant-layouts.ts';
import { findLayoutRecord } from '../writes.ts';

const inputSchema = z.object({ id: z.number().int().positive() });
const listedItems = 10;

/** Which pages of the request's site use a layout: what its delete confirmation says. */
export interface LayoutUsage {
  layoutId: number;
  /** One sentence per group of pages ("The page at /news", "Every Video item without a layout of its own (12 published)"). */
  pages: string[];
  /** Content items that chose the layout (content-override), the first few by name. */
  contentItems: { id: number; name: string; path: string }[];
  contentItemCount: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.n ?? 0);

async function defaultUsage(db: Knex, tenantKey: string, layout: Layout, layouts: readonly Layout[]) {
  if (layout.type === 'section') {
    const chosen = firstOf(layouts, (l) => l.type === 'section');
    if (chosen?.id !== layout.id) return [`No page: "${chosen?.name}" is the section default.`];
    const sections = await count(db('website_sections').where({ tenant_key: tenantKey, status: 1 }));
    return [`Every section page without a url-override (${plural(sections, 'section')}).`];
  }
  if (layout.type === 'content') {
    const chosen = firstOf(layouts, (l) => l.type === 'content');
    if (chosen?.id !== layout.id) return [`No page: "${chosen?.name}" is the content default.`];
    const items = await count(db('content').where({ tenant_key: tenantKey, status: ContentStatus.PUBLISHED }));
    return [`Every content item that no other layout claims (of ${plural(items, 'published item')}).`];
  }
  const key = layout.key ?? '';
  const chosen = firstOf(layouts, (l) => l.type === 'module' && l.key === key);
  return chosen?.id === layout.id
    ? [`Every ${key} page.`]
    : [`No page: "${chosen?.name}" is the ${key} module layout.`];
}

async function typeOverrideUsage(db: Knex, tenantKey: string, layout: Layout, layouts: readonly Layout[]) {
  const lines: string[] = [];
  for (const type of layout.contentTypes) {
    const chosen = firstOf(layouts, (l) => l.type === 'content-type-override' && l.contentTypes.includes(type));
    if (chosen?.id !== layout.id) {
      lines.push(`No ${type} item: "${chosen?.name}" comes first for them.`);
      continue;
    }
    const items = await count(db('content').where({ tenant_key: tenantKey, status: ContentStatus.PUBLISHED, type }));
    lines.push(`Every ${type} item without a layout of its own (${plural(items, 'published item')}).`);
  }
  return lines;
}

/**
 * Which pages of the request's site render with a layout — what the list's delete confirmation
 * says before the layout goes (those pages then fall back to the next rule of precedence).
 * Needs view_site_layouts or manage_site_layouts; NOT_FOUND for a layout the site neither owns,
 * is assigned nor uses.
 */
export async function getLayoutUsage({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<LayoutUsage> {
  const { id } = parseInput(inputSchema, input);
  const user = requirePermission(ctx, ['view_site_layouts', 'manage_site_layouts']);
  const tenantKey = tenantKeyOf(ctx);
  const layout = await findLayoutRecord(ctx.db, tenantKey, id);
  if (!layout) throw notFound(`Layout ${id}`);
  const layouts = await tenantLayouts(ctx, tenantKey);
  const pages: string[] = [];
  let contentItems: LayoutUsage['contentItems'] = [];
  let contentItemCount = 0;
  if (layout.type === 'url-override')
    for (const alias of layout.aliases)
      pages.push(
        `The page at ${alias}${layout.propagate ? ` and the ${layout.pageType ?? ''} pages below it`.replace('  ', ' ') : ''}.`,
      );
  else if (layout.type === 'content-override') {
    const chose = () =>
      ctx.db('content').where({ tenant_key: tenantKey, layout_id: id }).whereNot('status', ContentStatus.DELETED);
    contentItemCount = await count(chose());
    const rows: { id: number | string; name: string; canonical_path: string }[] = await chose()
      .orderBy('name')
      .limit(listedItems)
      .select('id', 'name', 'canonical_path');
    contentItems = rows.map((row) => ({ id: Number(row.id), name: row.name, path: row.canonical_path }));
    pages.push(
      contentItemCount
        ? `${plural(contentItemCount, 'content item')} that chose it.`
        : 'No content item has chosen it.',
    );
  } else if (layout.type === 'content-type-override')
    pages.push(...(await typeOverrideUsage(ctx.db, tenantKey, layout, layouts)));
  else pages.push(...(await defaultUsage(ctx.db, tenantKey, layout, layouts)));
  if (layout.isGlobal) pages.push('It is global: every other site that uses it loses it too.');
  else {
    const others = layout.tenants.filter((key) => key !== tenantKey).length;
    if (others && user.isGlobal) pages.push(`It is also assigned to ${plural(others, 'other site')}.`);
  }
  return { layoutId: id, pages, contentItems, contentItemCount };
}
