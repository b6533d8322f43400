import { esc } from './markup.ts';

/*
 * The hidden preheader: the line inboxes show after the subject. Inboxes fill the preview with
 * whatever text follows, so the preheader is padded with invisible characters (zero-width
 * non-joiners and combining grapheme joiners between non-breaking spaces) to keep the body's
 * first words ("View this e-mail in your browser", the header) out of the preview.
 */

const padding = '&#847;&zwnj;&nbsp;'.repeat(90);

export const preheaderMarkup = (text: string, background: string) =>
  text
    ? `<div class="ph" style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;color:${esc(background)}">${esc(text)}${padding}</div>`
    : '';
