import type { socialShareNetworks } from '../../content-engine/shared/enums.ts';
import { socialNetworks, type SocialLink } from './social-networks.ts';

export type ShareNetwork = (typeof socialShareNetworks)[number];

/** What is shared: the page's absolute canonical URL, its title, and optionally an image and summary. */
export interface SharedPage {
  url: string;
  title: string;
  imageUrl?: string;
  summary?: string;
}

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** Each network's share endpoint (e-mail: a mailto: link with the title as subject, the summary and URL as body). */
const shareUrlBuilders: Record<ShareNetwork, (p: SharedPage) => string> = {
  facebook: (p) => `https://www.facebook.com/sharer/sharer.php?${query({ u: p.url })}`,
  linkedin: (p) => `https://www.linkedin.com/sharing/share-offsite/?${query({ url: p.url })}`,
  twitter: (p) => `https://twitter.com/intent/tweet?${query({ url: p.url, text: p.title })}`,
  pinterest: (p) =>
    `https://pinterest.com/pin/create/button/?${query({ url: p.url, media: p.imageUrl, description: p.title })}`,
  flipboard: (p) => `https://share.flipboard.com/bookmarklet/popout?${query({ v: '2', url: p.url, title: p.title })}`,
  instapaper: (p) =>
    `https://www.instapaper.com/hello2?${query({ url: p.url, title: p.title, description: p.summary })}`,
  pocket: (p) => `https://getpocket.com/save?${query({ url: p.url, title: p.title })}`,
  quora: (p) => `https://www.quora.com/share?${query({ url: p.url, title: p.title })}`,
  reddit: (p) => `https://www.reddit.com/submit?${query({ url: p.url, title: p.title })}`,
  skype: (p) => `https://web.skype.com/share?${query({ url: p.url, text: p.title })}`,
  telegram: (p) => `https://t.me/share/url?${query({ url: p.url, text: p.title })}`,
  tumblr: (p) =>
    `https://www.tumblr.com/widgets/share/tool?${query({ canonicalUrl: p.url, title: p.title, caption: p.summary })}`,
  whatsapp: (p) => `https://api.whatsapp.com/send?${query({ text: `${p.title} ${p.url}`.trim() })}`,
  email: (p) => `mailto:?${query({ subject: p.title, body: [p.summary, p.url].filter(Boolean).join('\n\n') })}`,
};

/** Networks of spec public §3 without a share endpoint: a page cannot be shared to them. */
export const profileOnlyNetworks = ['instagram', 'youtube', 'other'] as const;

/** Share links for the networks the site chose (contentStyle.socialShareLinks), in that order. */
export function shareLinks(networks: readonly ShareNetwork[], page: SharedPage): SocialLink[] {
  if (!/^https?:\/\//.test(page.url)) return [];
  return [...new Set(networks)].flatMap((network) => {
    const build = shareUrlBuilders[network];
    return build
      ? [{ network, label: socialNetworks[network].label, color: socialNetworks[network].color, href: build(page) }]
      : [];
  });
}
