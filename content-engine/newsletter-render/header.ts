import { firstColor, readable } from './colors.ts';
import type { RenderContext } from './context.ts';
import { esc, leaf, longDate, tag } from './markup.ts';
import { socialIcons } from './social.ts';

/*
 * The header (spec admin §3): 1 a full-width image; 2 the image split with the logo and social
 * icons; 3 the logo, the newsletter's name and the date. Each links to the header link (the site's
 * home page when empty) and says what it shows when images are blocked (alt text).
 */

export const renderHeader = (ctx: RenderContext) => {
  const { payload } = ctx.input.template;
  const h = payload.header;
  const { site, campaign } = ctx.input;
  const background = firstColor(h.backgroundColor, '#ffffff');
  const color = readable(h.textColor, background);
  const href = ctx.link(h.link || '/', 'header');
  const border = h.borderWidth > 0 ? `${h.borderWidth}px solid ${h.borderColor}` : undefined;
  const image = (src: string, alt: string, width?: number) =>
    ctx.src(src)
      ? leaf('mj-image', {
          src: ctx.src(src),
          alt: alt || site.name,
          href,
          width: width ? `${width}px` : undefined,
          padding: '0',
        })
      : '';
  const tagLine = h.tagLine ? tag('mj-text', { align: 'center', color, padding: '8px 16px' }, esc(h.tagLine)) : '';
  const title = (size: number) =>
    tag(
      'mj-text',
      { align: 'center', color, padding: '8px 16px 0' },
      `<h1 style="margin:0;font-family:${esc(ctx.headingFont)};font-size:${size}px;line-height:1.2"><a href="${esc(href)}" style="color:${color};text-decoration:none">${esc(payload.name || site.name)}</a></h1>`,
    );
  const dateLine = tag('mj-text', { align: 'center', color, padding: '4px 16px 8px' }, esc(longDate(campaign.date)));
  const sectionAttrs = { 'background-color': background, 'border-bottom': border, padding: '0' };

  if (h.headerStyle === 1) {
    const body = image(h.image, h.imageAlt) || title(28);
    return tag('mj-section', sectionAttrs, tag('mj-column', {}, body + tagLine));
  }
  if (h.headerStyle === 2) {
    const left = tag('mj-column', { width: '60%' }, image(h.image, h.imageAlt) || title(24));
    const right = tag(
      'mj-column',
      { width: '40%', 'vertical-align': 'middle' },
      image(h.logo, h.logoAlt, 200) + tagLine + socialIcons(ctx, payload.footer.socialIconSet, 'center'),
    );
    return tag('mj-section', sectionAttrs, left + right);
  }
  return tag(
    'mj-section',
    { ...sectionAttrs, padding: '12px 0' },
    tag('mj-column', {}, (h.logo ? image(h.logo, h.logoAlt, 300) : '') + title(h.logo ? 22 : 28) + dateLine + tagLine),
  );
};

/** The "view in your browser" line above the header, when the campaign has a web page. */
export const renderWebVersionLine = (ctx: RenderContext) => {
  const url = ctx.input.webVersionUrl ? ctx.link(ctx.input.webVersionUrl, 'web-version') : '';
  if (!url) return '';
  const background = firstColor(ctx.input.template.payload.styles.backgroundColor, '#f2f2f2');
  const color = readable(ctx.input.template.payload.styles.textColor, background);
  return tag(
    'mj-section',
    { padding: '4px 0' },
    tag(
      'mj-column',
      {},
      tag(
        'mj-text',
        { align: 'center', 'font-size': '12px', color, padding: '4px 16px' },
        `<a href="${esc(url)}" style="color:${color}">View this e-mail in your browser</a>`,
      ),
    ),
  );
};
