import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EngineError, isEngineError } from '../core/errors.ts';
import { contextFor } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { creativeData, creativeDocument } from '../ads/creative-document.ts';
import { serveHouseCreative } from '../ads/operations/serve-house-creative.ts';
import { sendError } from './send-error.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';

/** The URL slots ask the local ad server (islands/ads/house-adapter.ts builds it). */
export const houseCreativePath = '/__ads/creative';

// A creative is a function of the query and the tenant's line items: browsers and proxies may
// keep it a few minutes (a refresh asks with another rotation, so it is another URL).
const creativeCacheControl = 'public, max-age=300';

/**
 * GET /__ads/creative?unit=&sizes=&section=&pageType=&r= — the house-ad adapter's ad server: the
 * tenant (by Host, as the site) answers the chosen creative as an HTML document for the slot's
 * iframe (200, with an ETag and the size chosen in x-ad-size), or 204 when it has none for the slot. Bad input is 400, an unknown
 * unit or host 404, both in the engine's error format and never cached.
 *
 * A request that accepts JSON gets the creative as data, as GPT's custom native rendering hands a
 * page the ad's fields: a message creative (native, skin, welcome) as the JSON its document would
 * post (ADR 18), an image creative as its image, link and text (ADR 19). The house adapter asks
 * that way and shows every creative without an iframe; other requests get the document.
 */
export function registerAdsRoute(
  app: FastifyInstance,
  { engine, tenants }: { engine: Engine; tenants: TenantResolver },
) {
  app.get(houseCreativePath, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const tenant = await tenants.resolve({ host: request.headers.host });
      if (!tenant)
        throw new EngineError('TENANT_NOT_FOUND', `No site is served at ${request.headers.host ?? 'this address'}.`);
      const ctx = contextFor(engine, { tenant, ip: request.ip, log: request.log });
      const answer = await serveHouseCreative({ ctx, input: request.query });
      reply.header('cache-control', creativeCacheControl).header('x-robots-tag', 'noindex');
      if (!answer) return reply.code(204).send();
      const data = /\bapplication\/json\b/.test(request.headers.accept ?? '') ? creativeData(answer.creative) : null;
      const body = data ? JSON.stringify(data) : creativeDocument(answer.creative, answer.size);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply
        .header('etag', etag)
        .header('vary', 'Accept')
        .header('x-ad-size', `${answer.size[0]}x${answer.size[1]}`)
        .type(data ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(body);
    } catch (error) {
      if (!isEngineError(error)) request.log.error({ err: error }, 'ad request failed');
      return sendError(reply.header('cache-control', 'no-store'), error);
    }
  });
}
