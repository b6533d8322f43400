import { sanitizeBody } from '../../content-engine/content/writes/sanitize-body.ts';
import { remembered } from './remembered.ts';

/**
 * Editors' HTML that is stored as written (rich-text blocks of layouts, people's bios) as a page
 * may show it: through the body's sanitiser, at render. The same block or bio is on page after
 * page of a build and the sanitiser takes 0.1–0.3 ms, so each one is sanitised once.
 */
export const editorHtml = remembered(sanitizeBody);
