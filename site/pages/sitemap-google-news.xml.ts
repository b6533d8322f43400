import type { APIRoute } from 'astro';
import { googleNewsXml, xmlResponse } from '../lib/sitemap-xml.ts';

export const GET: APIRoute = async ({ locals: { engine } }) => {
  const settings = await engine.settings();
  return xmlResponse(googleNewsXml(engine.origin, settings.general.siteName, await engine.googleNewsEntries()));
};
