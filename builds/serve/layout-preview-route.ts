import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from '../../content-engine/core/engine.ts';
import { contextFor } from '../../content-engine/core/context.ts';
import { EngineError, isEngineError } from '../../content-engine/core/errors.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { cmsUserFromRequest, header } from '../../content-engine/http/request-credentials.ts';
import type { TenantResolver } from '../../content-engine/http/tenant-resolution.ts';
import { checkLayoutDraft } from '../../content-engine/layouts/operations/check-layout-draft.ts';
import { checkDesignPreview } from '../../content-engine/layouts/design-migration/operations/check-design-preview.ts';
import type { PageRenderer } from '../render/page-renderer.ts';
import { previewProblemDocument, type PreviewProblem } from './layout-preview-message.ts';
import { layoutPreviewPath } from '../../content-engine/shared/layout-preview.ts';
import { isSameOriginRequest, parseLayoutPreviewBody } from './layout-preview-request.ts';
import type { SiteSecurityHeaders } from './site-security-headers.ts';

/** A layout with every row and block of a big page, as JSON or form text. */
const bodyLimit = 2 * 1024 * 1024;

interface LayoutPreviewDeps {
  engine: Engine;
  tenants: TenantResolver;
  security: SiteSecurityHeaders;
  render: PageRenderer;
}

function sendProblem(reply: FastifyReply, status: number, problem: PreviewProblem) {
  return reply.code(status).type('text/html; charset=utf-8').send(previewProblemDocument(problem));
}

function problemOf(error: unknown): { status: number; problem: PreviewProblem } | null {
  if (!isEngineError(error) || error.status >= 500) return null;
  const fields = error.details?.fields;
  return {
    status: error.status,
    problem: { code: error.code, message: error.message, fields: Array.isArray(fields) ? fields.map(String) : [] },
  };
}

async function tenantOf(tenants: TenantResolver, request: FastifyRequest, tenantKey: string | null) {
  const tenant = await tenants.resolve(tenantKey ? { tenantKey } : { host: request.headers.host });
  if (!tenant)
    throw new EngineError('TENANT_NOT_FOUND', `No site is served at ${request.headers.host ?? 'this address'}.`);
  return tenant;
}

/**
 * The CMS user of a preview: the Authorization header's, or the bearer cookie's when the browser
 * says the form or call came from this origin (a custom CSRF header cannot ride a form post;
 * the cookie is SameSite=Strict besides). Cookies of any other request are ignored, as in ADR 36.
 */
async function previewUser(engine: Engine, request: FastifyRequest, tenant: Tenant) {
  const byHeader = header(request, 'authorization') !== undefined;
  if (!byHeader && !isSameOriginRequest(request.headers)) return null;
  return cmsUserFromRequest({ engine, now: engine.now(), request, tenantKey: tenant.key });
}

/**
 * `POST /__layout-preview` (ADR 46): the page at `path` of the tenant's site rendered by the real
 * page renderer with an unsaved layout in place of its own, for a CMS user of the tenant with
 * view_site_layouts or manage_site_layouts; and/or in the new design (`design: new`, ADR 50) for
 * one with manage_modules. Never cached, never stored; framable only by pages of the same origin
 * (the tenant's CSP). Refusals answer 400/401/403/404 with a small document.
 */
export function registerLayoutPreviewRoute(
  app: FastifyInstance,
  { engine, tenants, security, render }: LayoutPreviewDeps,
) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(layoutPreviewPath, { bodyLimit }, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      try {
        const { path, layout, design, tenantKey } = parseLayoutPreviewBody(request.body);
        const tenant = await tenantOf(tenants, request, tenantKey);
        reply.headers(await security.get(tenant)).header('cache-control', 'no-store');
        const cmsUser = await previewUser(engine, request, tenant);
        // Checked before rendering, so a refusal is the engine's answer, not an error page of the site.
        const ctx = contextFor(engine, { tenant, cmsUser, ip: request.ip });
        if (design) await checkDesignPreview({ ctx });
        if (layout) await checkLayoutDraft({ ctx, input: layout });
        const userAgent = request.headers['user-agent'];
        const page = await render(tenant, path, {
          cmsUser,
          ...(layout ? { layoutDraft: layout } : {}),
          ...(design ? { useNewDesign: true } : {}),
          urgent: true,
          ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
        });
        if (page.location)
          return sendProblem(reply, 200, {
            code: 'REDIRECT',
            message: `${path} redirects to ${page.location}: preview that address instead.`,
          });
        return reply.code(page.status).type(page.contentType).send(page.body);
      } catch (error) {
        const known = problemOf(error);
        if (!known) throw error;
        return sendProblem(reply, known.status, known.problem);
      }
    });
  });
}
