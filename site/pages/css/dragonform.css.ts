import type { APIRoute } from 'astro';
import { cssResponse, dragonformCss } from '../../lib/dragonform-css.ts';

/** /css/dragonform.css: the site's look for hosted subscription forms (spec public §2, generated files). */
export const GET: APIRoute = async ({ locals: { engine } }) =>
  cssResponse(
    dragonformCss({ siteName: (await engine.settings()).general.siteName, styles: await engine.styleSettings() }),
  );
