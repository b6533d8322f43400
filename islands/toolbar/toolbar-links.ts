/** What a page tells the editors' toolbar about itself (nothing visitor-specific). */
export interface ToolbarFacts {
  pageType: string | null;
  /** The id of what the page shows: content, section, issue or publication. */
  pageId: number | null;
  layoutId: number | null;
  layoutName: string | null;
}

export interface ToolbarLink {
  label: string;
  href: string;
}

/**
 * The toolbar's shortcuts (spec public §2 "Admin shortcuts"), each by permission: Edit Content on
 * content pages (manage_content), Edit Section on section pages (manage_site_sections), Configure
 * layout when the page uses a named layout (manage_site_layouts).
 */
export function toolbarLinks(facts: ToolbarFacts, permissions: readonly string[]): ToolbarLink[] {
  const may = (permission: string) => permissions.includes(permission);
  const links: ToolbarLink[] = [];
  if (facts.pageType === 'content' && facts.pageId && may('manage_content'))
    links.push({ label: 'Edit Content', href: `/admin/edit-content/${facts.pageId}` });
  if (facts.pageType === 'section' && facts.pageId && may('manage_site_sections'))
    links.push({ label: 'Edit Section', href: `/admin/edit-website-section/${facts.pageId}` });
  if (facts.layoutId && facts.layoutName?.trim() && may('manage_site_layouts'))
    links.push({ label: 'Configure layout', href: `/admin/edit-web-layout/${facts.layoutId}` });
  return links;
}

/** The address with the cache switch turned on or off (`cache-bypass=true` renders the page live). */
export function withCacheBypass(href: string, on: boolean): string {
  const url = new URL(href);
  if (on) url.searchParams.set('cache-bypass', 'true');
  else url.searchParams.delete('cache-bypass');
  return url.toString();
}
