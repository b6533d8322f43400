import { pathToFileURL } from 'node:url';
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

let loaded: Promise<SiteModule> | undefined;

/** Loads dist/server/entry.mjs once per process, building it first when stale (unless told not to). */
export function loadSiteModule({
  build = true,
  log,
}: { build?: boolean; log?: (message: string) => void } = {}): Promise<SiteModule> {
  if (build) buildSiteIfStale(log);
  loaded ??= import(pathToFileURL(`${siteDistDir}/server/entry.mjs`).href) as Promise<SiteModule>;
  return loaded;
}
