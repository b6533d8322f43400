import mjml2html from 'mjml';
import type { NewsletterRenderInput, RenderedNewsletter } from '../shared/newsletters/render-input.ts';
import { blockRenderers } from './blocks/index.ts';
import { firstColor, readable } from './colors.ts';
import { renderContext } from './context.ts';
import { renderFooter } from './footer.ts';
import { renderHeader, renderWebVersionLine } from './header.ts';
import { esc, tag } from './markup.ts';
import { plainText } from './plain-text.ts';
import { preheaderMarkup } from './preheader.ts';

/*
 * A newsletter e-mail from its resolved input (ADR 73): MJML written from the template and its
 * blocks, compiled to table-based HTML with inline styles, whitespace squeezed to stay under
 * Gmail's clipping size, and its plain-text part.
 */

export class NewsletterRenderError extends Error {
  override name = 'NewsletterRenderError';
}

/** The preheader the inbox shows: the campaign's, else the template's blurb. */
export const preheaderOf = (input: NewsletterRenderInput) =>
  (input.campaign.preheader || input.template.payload.preheaderBlurb).trim();

export const newsletterMjml = (input: NewsletterRenderInput) => {
  const ctx = renderContext(input);
  const { styles } = input.template.payload;
  const page = firstColor(styles.backgroundColor, '#f2f2f2');
  const content = firstColor(styles.contentBackgroundColor, '#ffffff');
  const text = readable(styles.textColor, content);
  const head = [
    tag('mj-title', {}, esc(input.campaign.subject || input.template.payload.name)),
    tag(
      'mj-attributes',
      {},
      `<mj-all font-family="${esc(ctx.font)}" /><mj-text font-size="${ctx.fontSize}px" line-height="1.5" color="${text}" /><mj-image alt="" />`,
    ),
    // Light and dark are both declared: clients then keep these colours rather than invert them
    // piecemeal, and every text sits on a background of its own (see colors.ts).
    tag(
      'mj-raw',
      {},
      '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    ),
    tag(
      'mj-style',
      {},
      ':root{color-scheme:light dark;supported-color-schemes:light dark}a{text-decoration:underline}h3 a{text-decoration:none}',
    ),
  ].join('');
  const blocks = input.blocks.map((resolved) => blockRenderers[resolved.block.type](ctx, resolved)).join('');
  const body = [
    tag('mj-raw', {}, preheaderMarkup(preheaderOf(input), page)),
    renderWebVersionLine(ctx),
    renderHeader(ctx),
    blocks || '',
    renderFooter(ctx),
  ].join('');
  return `<mjml lang="en"><mj-head>${head}</mj-head>${tag('mj-body', { width: `${ctx.width}px`, 'background-color': page }, body)}</mjml>`;
};

/**
 * MJML's indentation squeezed out: whitespace that spans a line break between two tags goes (the
 * texts the renderer writes have no line breaks, so no space between words is lost), other line
 * breaks and runs of spaces become one.
 */
export const squeeze = (html: string) =>
  html
    .replace(/>[ \t]*\n\s*</g, '><')
    .replace(/[ \t]*\n\s*/g, '\n')
    .replace(/ {2,}/g, ' ');

export const renderNewsletter = async (input: NewsletterRenderInput): Promise<RenderedNewsletter> => {
  const mjml = newsletterMjml(input);
  const result = await mjml2html(mjml, { validationLevel: 'strict' });
  if (result.errors.length > 0) {
    throw new NewsletterRenderError(result.errors.map((e) => e.formattedMessage).join('; '));
  }
  const html = squeeze(result.html);
  const subject =
    input.campaign.subject || input.template.payload.deploymentSettings.defaultSubject || input.template.payload.name;
  return { subject, preheader: preheaderOf(input), html, text: plainText(html) };
};
