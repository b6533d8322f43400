import type { APIRoute } from 'astro';
import { cssResponse } from '../../lib/dragonform-css.ts';
import { siteCss } from '../../lib/site-css.ts';

/**
 * /css/site.css: the tenant's stylesheet of its style settings, linked by every page (ADR 47). It
 * reads only the style settings, so only their changes regenerate it; a stored copy is revalidated
 * by its ETag like every stored file.
 */
export const GET: APIRoute = async ({ locals: { engine } }) => cssResponse(siteCss(await engine.styleSettings()));
