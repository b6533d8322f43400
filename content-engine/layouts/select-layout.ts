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
export const preferredLayout = (a: Layout, b: Layout) => Number(a.isGlobal) - Number(b.isGlobal) || a.id - b.id;
const preferred = preferredLayout;

/** The layout a kind of page gets among those that hold: by `preferredLayout`. */
export const firstLayout = (layouts: readonly Layout[], holds: (layout: Layout) => boolean = () => true) =>
  layouts.filter(holds).sort(preferred)[0] ?? null;

/** Whether a path lies below an alias (every other path is below '/'). */
export const isUnder = (path: string, alias: string) => (alias === '/' ? path !== '/' : path.startsWith(`${alias}/`));

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

/** Which rule chose a page's layout (spec admin §3 Layout, in this order of precedence). */
export type LayoutRule =
  'url-override' | 'url-override-propagated' | 'content-override' | 'content-type-override' | 'default';

export interface LayoutChoice {
  layout: Layout;
  rule: LayoutRule;
}

/**
 * Chooses the layout of a page, and says by which rule (spec: url-override, with propagation to
 * child aliases, then content-override, then content-type-override, then the default for the
 * page type). Among layouts of the same rule the site's own win over global ones, then the oldest.
 */
export function chooseLayout(layouts: readonly Layout[], request: LayoutRequest): LayoutChoice | null {
  const urlOverrides = layouts
    .filter((l) => l.type === 'url-override')
    .map((layout) => ({ layout, score: urlMatch(layout, request) }))
    .filter((m) => m.score >= 0)
    .sort((a, b) => b.score - a.score || preferred(a.layout, b.layout));
  const url = urlOverrides[0];
  if (url) return { layout: url.layout, rule: url.score % 2 === 1 ? 'url-override' : 'url-override-propagated' };

  const chosen = (layout: Layout | null, rule: LayoutRule) => (layout ? { layout, rule } : null);
  if (request.pageType === 'content' && request.contentType) {
    const { contentType, contentLayoutId } = request;
    const own = layouts.find(
      (l) => l.id === contentLayoutId && l.type === 'content-override' && l.contentTypes.includes(contentType),
    );
    if (own) return { layout: own, rule: 'content-override' };
    const byType = firstLayout(
      layouts,
      (l) => l.type === 'content-type-override' && l.contentTypes.includes(contentType),
    );
    if (byType) return { layout: byType, rule: 'content-type-override' };
    return chosen(
      firstLayout(layouts, (l) => l.type === 'content'),
      'default',
    );
  }
  if (request.pageType === 'section')
    return chosen(
      firstLayout(layouts, (l) => l.type === 'section'),
      'default',
    );
  return chosen(
    firstLayout(layouts, (l) => l.type === 'module' && l.key === request.pageType),
    'default',
  );
}

/** The layout of a page (chooseLayout without the rule). */
export const selectLayout = (layouts: readonly Layout[], request: LayoutRequest): Layout | null =>
  chooseLayout(layouts, request)?.layout ?? null;
