import type { PageType } from '../shared/enums.ts';
import type { Layout } from './layout.ts';

export interface LayoutRequest {
  pageType: PageType;
  /** The normalised path of the page. */
  path: string;
  /** Content pages: the item's type and its own layout choice. */
  contentType?: string;
  contentLayoutId?: number | null;
}

/** Tenant-owned layouts win over global ones, then the oldest. */
const preferred = (a: Layout, b: Layout) => Number(a.isGlobal) - Number(b.isGlobal) || a.id - b.id;

const first = (layouts: Layout[]) => [...layouts].sort(preferred)[0] ?? null;

const isUnder = (path: string, alias: string) => (alias === '/' ? path !== '/' : path.startsWith(`${alias}/`));

/** How specifically a url-override matches: the matched alias length, exact beating propagated. */
function urlMatch(layout: Layout, { path, pageType }: LayoutRequest): number {
  let best = -1;
  for (const alias of layout.aliases) {
    if (alias === path) best = Math.max(best, alias.length * 2 + 1);
    else if (layout.propagate && isUnder(path, alias) && (!layout.pageType || layout.pageType === pageType))
      best = Math.max(best, alias.length * 2);
  }
  return best;
}

/**
 * Chooses the layout of a page (spec: url-override, with propagation to child aliases, then
 * content-override, then content-type-override, then the default for the page type).
 */
export function selectLayout(layouts: readonly Layout[], request: LayoutRequest): Layout | null {
  const urlOverrides = layouts
    .filter((l) => l.type === 'url-override')
    .map((layout) => ({ layout, score: urlMatch(layout, request) }))
    .filter((m) => m.score >= 0)
    .sort((a, b) => b.score - a.score || preferred(a.layout, b.layout));
  if (urlOverrides[0]) return urlOverrides[0].layout;

  if (request.pageType === 'content' && request.contentType) {
    const { contentType, contentLayoutId } = request;
    const chosen = layouts.find(
      (l) => l.id === contentLayoutId && l.type === 'content-override' && l.contentTypes.includes(contentType),
    );
    if (chosen) return chosen;
    const byType = first(
      layouts.filter((l) => l.type === 'content-type-override' && l.contentTypes.includes(contentType)),
    );
    if (byType) return byType;
    return first(layouts.filter((l) => l.type === 'content'));
  }
  if (request.pageType === 'section') return first(layouts.filter((l) => l.type === 'section'));
  return first(layouts.filter((l) => l.type === 'module' && l.key === request.pageType));
}
