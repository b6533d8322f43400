import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { unsubscribeNewsletter } from '../newsletter-deployments/operations/unsubscribe-newsletter.ts';

/** The path of every newsletter's unsubscribe link (the GET is the site's page of the same path). */
export const unsubscribePath = '/newsletter/unsubscribe';

/**
 * POST /newsletter/unsubscribe?t=TOKEN — the one-click unsubscribe of RFC 8058: a mail client posts
 * `List-Unsubscribe=One-Click` with no cookies and no CSRF token (the token is the authority) and
 * gets 200. The site's page posts the same with `confirm=page` and is sent back to the page
 * (303), which then says it is done. A token this site did not sign is 404. The GET never
 * unsubscribes (link scanners fetch GETs): it is the site's confirmation page.
 */
export function registerNewsletterUnsubscribeRoute(
  app: FastifyInstance,
  { engine, tenants }: { engine: Engine; tenants: TenantResolver },
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post(unsubscribePath, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const tenant = await tenants.resolve({ host: request.headers.host }).catch(() => null);
      const token = (request.query as Record<string, unknown>).t;
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      if (!tenant || typeof token !== 'string' || !token)
        return reply.code(404).type('text/plain; charset=utf-8').send('This unsubscribe link is not valid.');
      const ctx = { ...contextFor(engine, { tenant, ip: request.ip, log: request.log }), tenant };
      const target = await unsubscribeNewsletter({ ctx, token });
      if (!target) return reply.code(404).type('text/plain; charset=utf-8').send('This unsubscribe link is not valid.');
      if (form.get('confirm') === 'page')
        return reply
          .code(303)
          .header('location', `${unsubscribePath}?t=${encodeURIComponent(token)}&done=1`)
          .send();
      return reply.code(200).type('text/plain; charset=utf-8').send(`Unsubscribed from ${target.title}.`);
    });
  });
}
