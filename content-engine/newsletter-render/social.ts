import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import type { RenderContext } from './context.ts';
import { tag } from './markup.ts';

/*
 * The template's social links as MJML social icons (white glyphs on a square whose colour is the
 * icon set's: each network's own colour, dark grey or mid grey, all readable on light and dark
 * backgrounds). `-noshare` links to the profile itself rather than a share dialog.
 */

const networks: Record<NewsletterTemplatePayload['socialLinks'][number]['network'], { name: string; color: string }> = {
  Facebook: { name: 'facebook', color: '#3b5998' },
  Instagram: { name: 'instagram', color: '#3f729b' },
  Linkedin: { name: 'linkedin', color: '#0077b5' },
  Twitter: { name: 'x', color: '#000000' },
  Youtube: { name: 'youtube', color: '#eb3323' },
  Pinterest: { name: 'pinterest', color: '#bd081c' },
  Other: { name: 'web', color: '#4bade9' },
};

const setColors = { dark: '#333333', light: '#767676' } as const;

export const socialIcons = (
  ctx: RenderContext,
  set: NewsletterTemplatePayload['footer']['socialIconSet'],
  align: 'left' | 'center',
) => {
  const links = ctx.input.template.payload.socialLinks;
  if (links.length === 0) return '';
  const elements = links
    .map((link) => {
      const network = networks[link.network];
      const href = ctx.link(link.url, 'social');
      if (!href) return '';
      return tag(
        'mj-social-element',
        {
          name: `${network.name}-noshare`,
          href,
          alt: link.network === 'Other' ? 'Website' : link.network,
          'background-color': set === 'color' ? network.color : setColors[set],
        },
        '',
      );
    })
    .join('');
  return elements
    ? tag(
        'mj-social',
        { align, mode: 'horizontal', 'icon-size': '24px', padding: '8px 16px', 'inner-padding': '4px' },
        elements,
      )
    : '';
};
