import type { APIRoute } from 'astro';
import { urlSetXml, xmlResponse } from '../../lib/sitemap-xml.ts';

export const GET: APIRoute = async ({ locals: { engine }, url }) => {
  const entries = await engine.sitemapEntries(url.pathname);
  return entries
    ? xmlResponse(urlSetXml(engine.origin, entries))
    : new Response('No such sitemap.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
