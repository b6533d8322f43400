import type { NewsletterRenderInput, ResolvedNewsletterBlock } from '../shared/newsletters/render-input.ts';
import { firstColor, readable } from './colors.ts';
import { absoluteUrl, trackedHref } from './links.ts';

/** What every part of the e-mail reads while it is written: the input, its look and its link tracking. */
export interface RenderContext {
  input: NewsletterRenderInput;
  width: number;
  font: string;
  headingFont: string;
  fontSize: number;
  /** `href` with the tracking parameters of the block (or part) it is in. */
  link: (href: string, blockKey: string) => string;
  /** A template image (uploaded path or URL) as an absolute URL; '' when it is neither. */
  src: (value: string) => string;
}

/** The colours a block's content is written in; text and links are readable on its background. */
export interface BlockColors {
  background: string;
  text: string;
  link: string;
  accent: string;
}

export const renderContext = (input: NewsletterRenderInput): RenderContext => {
  const { styles, name } = input.template.payload;
  const tracking = { origin: input.site.origin, templateName: name, campaignId: input.campaign.id };
  return {
    input,
    width: styles.width,
    font: styles.fontFamily,
    headingFont: styles.headingFontFamily,
    fontSize: styles.baseFontSize,
    link: (href, blockKey) => trackedHref(href, blockKey, tracking),
    src: (value) => absoluteUrl(value, input.site.origin),
  };
};

export const blockColors = (ctx: RenderContext, { block }: Pick<ResolvedNewsletterBlock, 'block'>): BlockColors => {
  const { styles } = ctx.input.template.payload;
  const background = firstColor(block.styling.backgroundColor, styles.contentBackgroundColor, '#ffffff');
  return {
    background,
    text: readable(firstColor(block.styling.textColor, styles.textColor), background),
    link: readable(styles.linkColor, background),
    accent: readable(styles.accentColor, background),
  };
};
