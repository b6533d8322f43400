import type { ContentNode } from '../../content-engine/content/content-node.ts';
import type { SiteEngine } from '../../builds/serve/site-engine.ts';

const eightDigits = /^\d{8}$/;

async function pageOrNull(engine: SiteEngine, path: string) {
  try {
    return await engine.page(path);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/**
 * The public content item with this id, as its own page shows it; null for an id that names no
 * public item of the tenant. Goes through the /{id} route, which answers with the item's
 * canonical path, so the print page and the item's page share one cached page.
 */
export async function printableContent(engine: SiteEngine, id: string | undefined): Promise<ContentNode | null> {
  if (!id || !eightDigits.test(id)) return null;
  const byId = await pageOrNull(engine, `/${id}`);
  const page = byId?.redirect ? await pageOrNull(engine, byId.redirect.to) : byId;
  return page?.pageType === 'content' && page.id === Number(id) ? page.pageData : null;
}
