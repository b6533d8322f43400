import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../core/engine.ts';
import type { TenantResolver } from './tenant-resolution.ts';

/** What the engine's server hands whatever serves the tenant sites. */
export interface SiteHostDeps {
  /** The server's engine: the sites render with it, one engine per process. */
  engine: Engine;
  tenants: TenantResolver;
}

/**
 * The tenant sites as the server mounts them. The engine does not know how sites are served: the
 * composition root (content-engine/server/main.ts) passes builds/serve's `siteHost(...)` (ADR 0037).
 */
export interface SiteHost {
  /** Answers a raw request before Fastify when it can (prebuilt pages held in memory); true when it did. */
  fastPath(req: IncomingMessage, res: ServerResponse): boolean;
  /** Registers the sites' routes (assets, and the catch-all GET/HEAD of tenant pages): registered last. */
  register(app: FastifyInstance): Promise<void>;
  /** How many pages this process rendered with failing parts left out since it started (ADR 67), for GET /health. */
  failedRenders?(): number;
}

export type SiteHostFactory = (deps: SiteHostDeps) => SiteHost;
