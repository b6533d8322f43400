import Fastify from 'fastify';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { injectReloadScript, reloadScriptTag, withReloadScript } from './reload-injection.ts';

describe('withReloadScript', () => {
  it('puts the script before the end of the body', () => {
    expect(withReloadScript('<html><body><p>x</p></body></html>')).toBe(
      `<html><body><p>x</p>${reloadScriptTag}</body></html>`,
    );
  });
});

describe('injectReloadScript', () => {
  async function app() {
    const server = Fastify();
    injectReloadScript(server);
    const page = '<html><body>page</body></html>';
    server.get('/stored', (_request, reply) =>
      reply
        .header('x-masthead-cache', 'static')
        .header('content-encoding', 'br')
        .type('text/html; charset=utf-8')
        .send(brotliCompressSync(page)),
    );
    server.get('/other', (_request, reply) => reply.type('text/html').send(page));
    return server;
  }

  it('adds the script to a site page, sent as it was compressed for the browser', async () => {
    const response = await (await app()).inject({ url: '/stored', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(`<html><body>page${reloadScriptTag}</body></html>`);
  });

  it('leaves what the site route did not send alone (the admin, the engine)', async () => {
    const response = await (await app()).inject({ url: '/other' });
    expect(response.body).not.toContain(reloadScriptTag);
  });
});
