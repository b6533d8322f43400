import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { hasAnyPermission } from '../../shared/permissions.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { normalisePath, type Layout } from '../layout.ts';
import { resolvePath, type ResolvedPath } from '../resolve-path.ts';
import { chooseLayout, isUnder, type LayoutRule } from '../select-layout.ts';
import { tenantLayouts } from '../tenant-layouts.ts';

const inputSchema = z.object({ path: z.string().trim().min(1).max(2_000) });

/** Which layout a URL of the site renders with, and why ("test a URL" on /admin/layouts). */
export interface LayoutForPath {
  /** The path as pages are looked up (normalised, without query or fragment). */
  path: string;
  /** What is at the path: content, section, issue, publication, redirect or not-found. */
  page: ResolvedPath['kind'];
  /** The content item's type, on content pages. */
  contentType: string | null;
  layout: Layout | null;
  /** The rule that chose it (url-override, url-override-propagated, content-override, content-type-override, default). */
  rule: LayoutRule | null;
  /** The alias of the url-override layout that matched. */
  alias: string | null;
  /** The reason in a sentence, for the editor. */
  explanation: string;
}

/** The alias of a url-override layout that matches the path: itself, else the longest it lies under. */
const matchedAlias = (layout: Layout, path: string) =>
  layout.aliases.includes(path)
    ? path
    : ([...layout.aliases].filter((alias) => isUnder(path, alias)).sort((a, b) => b.length - a.length)[0] ?? null);

function explain(resolved: ResolvedPath, choice: ReturnType<typeof chooseLayout>, alias: string | null): string {
  if (resolved.kind === 'not-found') return `No page is at ${resolved.path}.`;
  if (resolved.kind === 'redirect')
    return `${resolved.path} redirects (${resolved.code}) to ${resolved.to}; the page there has its own layout.`;
  const pageName =
    resolved.kind === 'content' ? `${resolved.content.type} item "${resolved.content.name}"` : `${resolved.kind} page`;
  if (!choice) return `No layout applies to this ${pageName}: it renders with an empty grid.`;
  const name = `"${choice.layout.name}"`;
  switch (choice.rule) {
    case 'url-override':
      return `${name} is a url-override layout with the alias ${alias}: it comes first.`;
    case 'url-override-propagated':
      return `${name} is a url-override layout whose alias ${alias} propagates to the paths below it${
        choice.layout.pageType ? ` (${choice.layout.pageType} pages)` : ''
      }: it comes first.`;
    case 'content-override':
      return `The ${pageName} chose its own layout ${name} (content-override), and no url-override matches.`;
    case 'content-type-override':
      return `${name} overrides the layout of every ${resolved.kind === 'content' ? resolved.content.type : ''} item (content-type-override), and neither a url-override nor the item's own layout applies.`;
    default:
      return `No override applies: ${name} is the default ${
        choice.layout.type === 'module' ? `${choice.layout.key} module` : choice.layout.type
      } layout.`;
  }
}

/**
 * Which layout a path of the request's site renders with, and by which rule of precedence
 * (url-override, content-override, content-type-override, default): the same resolution and choice
 * as the page itself (getWebsiteLayoutPage). A user who may edit content sees drafts resolved as
 * their preview would. Needs view_site_layouts or manage_site_layouts.
 */
export async function getLayoutForPath({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<LayoutForPath> {
  const { path: asked } = parseInput(inputSchema, input);
  const user = requirePermission(ctx, ['view_site_layouts', 'manage_site_layouts']);
  const tenantKey = tenantKeyOf(ctx);
  const path = normalisePath(asked.replace(/^https?:\/\/[^/]+/i, ''));
  const [sections, layouts] = await Promise.all([tenantData(ctx).sections(tenantKey), tenantLayouts(ctx, tenantKey)]);
  const preview = hasAnyPermission(user, ['manage_content']);
  const resolved = await resolvePath(path, { db: ctx.db, tenantKey, sections, now: ctx.now(), preview });
  const page =
    resolved.kind === 'redirect' || resolved.kind === 'not-found' || resolved.kind === 'lookup-failed'
      ? null
      : resolved;
  const choice = page
    ? chooseLayout(layouts, {
        pageType: page.kind,
        path,
        contentType: page.kind === 'content' ? page.content.type : undefined,
        contentLayoutId: page.kind === 'content' ? page.content.layoutId : undefined,
      })
    : null;
  const alias = choice?.rule.startsWith('url-override') ? matchedAlias(choice.layout, path) : null;
  return {
    path,
    page: resolved.kind,
    contentType: page?.kind === 'content' ? page.content.type : null,
    layout: choice?.layout ?? null,
    rule: choice?.rule ?? null,
    alias,
    explanation: explain(resolved, choice, alias),
  };
}
