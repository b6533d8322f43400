import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/*
 * The security headers of every response (ADR 0031). The policy restricts what can run, not what
 * can be shown: scripts, plugins, the base URL, form targets and who may frame the page. Styles,
 * images, frames and connections are left open (ads and editors' embeds use many hosts).
 */

/** Sent with every response of the server, the static fast path included. */
export const baseSecurityHeaders = Object.freeze({
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  // For browsers without CSP frame-ancestors.
  'x-frame-options': 'SAMEORIGIN',
});

/** Every response through Fastify starts with the base headers; routes add their policy (site, admin, files). */
export function registerBaseSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(baseSecurityHeaders);
    done();
  });
}

/** The CSP source of an inline script: what a browser computes over the element's text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface ScriptPolicy {
  /** Origins scripts may load from besides the page's own (`https://host[:port]`, from the tenant's settings). */
  hosts?: readonly string[];
  /** The exact texts of the inline scripts a page may run. */
  inlineScripts?: readonly string[];
}

/**
 * A Content-Security-Policy: scripts only from the site itself, the given hosts and the given
 * inline scripts (no 'unsafe-inline', no eval, no data: or javascript: URLs); no plugins; the
 * base URL, form targets and framing limited to the site's own origin.
 */
export function contentSecurityPolicy({ hosts = [], inlineScripts = [] }: ScriptPolicy = {}): string {
  const sources = ["'self'", ...new Set(hosts), ...new Set(inlineScripts.map(scriptHash))];
  return [
    `script-src ${sources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The admin SPA: its own scripts only (Vite writes no inline script into the built index.html),
 * plus the server-wide hosts (reCAPTCHA's, which the sign-in loads when an account asks for a captcha).
 */
export const adminSecurityHeaders = (hosts: readonly string[] = []) =>
  Object.freeze({ ...baseSecurityHeaders, 'content-security-policy': contentSecurityPolicy({ hosts }) });

/**
 * An uploaded file that a browser would run as a document (HTML, XHTML, SVG, XML) gets a sandbox
 * of its own: opened directly it is a unique origin with no script, so it cannot act on the site.
 */
export const uploadedDocumentPolicy =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'";

const documentTypes = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;
const scriptTypes = /^(text|application)\/(javascript|ecmascript|x-javascript)\b/i;

/**
 * The headers of an uploaded file by the type it is served with: documents are sandboxed (and
 * HTML downloaded, never shown on the site's origin); scripts are served as plain text so that no
 * page of the site can load an upload as a script (the browser refuses text/plain with nosniff).
 */
export function uploadedFileHeaders(contentType: string): Record<string, string> {
  if (scriptTypes.test(contentType)) return { 'content-type': 'text/plain; charset=utf-8' };
  if (!documentTypes.test(contentType)) return {};
  const headers: Record<string, string> = { 'content-security-policy': uploadedDocumentPolicy };
  if (/^(text\/html|application\/xhtml\+xml)/i.test(contentType)) headers['content-disposition'] = 'attachment';
  return headers;
}
