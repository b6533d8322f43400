import type { APIRoute } from 'astro';
import { monogramPng, pngResponse } from '../lib/favicons.ts';

/** The site's generated 32×32 icon (spec public §9 favicon sizes). */
export const GET: APIRoute = async ({ locals: { engine } }) => {
  const settings = await engine.settings();
  const styles = await engine.styleSettings();
  return pngResponse(
    monogramPng({ siteName: settings.general.siteName, color: styles.baseStyles.primaryColor, size: 32 }),
  );
};
