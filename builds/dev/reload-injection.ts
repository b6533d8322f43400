import type { FastifyInstance, FastifyReply } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { reloadScriptPath } from './reload-channel.ts';

/** The tag `npm run dev` adds to every served site page (an external script: the site's CSP allows 'self'). */
export const reloadScriptTag = `<script type="module" src="${reloadScriptPath}"></script>`;

/** The page with the reload script before `</body>` (or at its end). */
export function withReloadScript(html: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + reloadScriptTag : html.slice(0, at) + reloadScriptTag + html.slice(at);
}

const plain = (payload: Buffer, encoding: unknown) =>
  encoding === 'br' ? brotliDecompressSync(payload) : encoding === 'gzip' ? gunzipSync(payload) : payload;

/** A site page (the site route marks each with x-masthead-cache) in HTML with a body. */
const isSitePage = (reply: FastifyReply, payload: unknown) =>
  reply.getHeader('x-masthead-cache') !== undefined &&
  String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
  (Buffer.isBuffer(payload) || typeof payload === 'string');

/**
 * Development only: every site page the server sends carries the reload script (builds/dev/).
 * Stored pages stay as built — the script is added as a page leaves, after decompressing the
 * variant chosen for the browser — so `npm start` never serves it.
 */
export function injectReloadScript(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isSitePage(reply, payload)) return payload;
    const body = plain(Buffer.from(payload as Buffer | string), reply.getHeader('content-encoding'));
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    return withReloadScript(body.toString('utf8'));
  });
}
