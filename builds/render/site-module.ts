import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { SiteEngine } from '../serve/site-engine.ts';
import type { RequestClient } from '../serve/request-client.ts';
import { buildSiteIfStale, siteDistDir } from '../site-build.ts';

/** The Astro server bundle's in-process renderer (its client assets are served by site-assets-route.ts). */
export interface SiteModule {
  /** Renders one request in-process (no HTTP hop) with the engine bound to its tenant. */
  render(request: Request, locals: { engine: SiteEngine; client?: RequestClient }): Promise<Response>;
  /** The exact texts of the inline scripts the bundle's pages may hold (builds/astro/server-entry.mjs), hashed into the CSP. */
  inlineScripts?: readonly string[];
}

const loaded = new Map<string, Promise<SiteModule>>();

/**
 * Loads `<dir>/server/entry.mjs` (dist by default) once per process and folder, building dist
 * first when stale (unless told not to). `npm run dev` loads each bundle it rebuilds from a folder
 * of its own (builds/dev/), since a module once imported cannot be imported again.
 */
export function loadSiteModule({
  build = true,
  log,
  dir = siteDistDir,
}: { build?: boolean; log?: (message: string) => void; dir?: string } = {}): Promise<SiteModule> {
  if (build && dir === siteDistDir) buildSiteIfStale(log);
  const entry = resolve(dir, 'server', 'entry.mjs');
  let module = loaded.get(entry);
  if (!module) loaded.set(entry, (module = import(pathToFileURL(entry).href) as Promise<SiteModule>));
  return module;
}
