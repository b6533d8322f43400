import type { APIRoute } from 'astro';
import { sitemapIndexXml, xmlResponse } from '../lib/sitemap-xml.ts';

export const GET: APIRoute = async ({ locals: { engine } }) =>
  xmlResponse(sitemapIndexXml(engine.origin, await engine.sitemapIndex()));
