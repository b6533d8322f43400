/**
 * The social networks the site links to, with their display names and the fixed colour of each
 * (spec public §3 "social networks", §9 "Social colours fixed per network").
 */
export const socialNetworks = {
  email: { label: 'Email', color: '#6b6b6b' },
  facebook: { label: 'Facebook', color: '#1877f2' },
  flipboard: { label: 'Flipboard', color: '#e12828' },
  instagram: { label: 'Instagram', color: '#e4405f' },
  instapaper: { label: 'Instapaper', color: '#1f1f1f' },
  linkedin: { label: 'LinkedIn', color: '#0a66c2' },
  other: { label: 'Other', color: '#6b6b6b' },
  pinterest: { label: 'Pinterest', color: '#e60023' },
  pocket: { label: 'Pocket', color: '#ef4056' },
  quora: { label: 'Quora', color: '#b92b27' },
  reddit: { label: 'Reddit', color: '#ff4500' },
  skype: { label: 'Skype', color: '#00aff0' },
  telegram: { label: 'Telegram', color: '#26a5e4' },
  tumblr: { label: 'Tumblr', color: '#36465d' },
  twitter: { label: 'Twitter', color: '#1da1f2' },
  whatsapp: { label: 'WhatsApp', color: '#25d366' },
  youtube: { label: 'YouTube', color: '#ff0000' },
} as const;

export type SocialNetwork = keyof typeof socialNetworks;

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  color: string;
  href: string;
}

/** A profile's link: e-mail addresses become mailto: links (older documents may hold a bare address). */
const profileHref = (network: SocialNetwork, href: string) =>
  network === 'email' && !href.startsWith('mailto:') ? `mailto:${href}` : href;

/** The site's own profiles (site settings `socialLinks`), in settings order, skipping blank ones. */
export function socialProfileLinks(profiles: Record<string, string>): SocialLink[] {
  return Object.entries(profiles).flatMap(([network, href]) => {
    const known = socialNetworks[network as SocialNetwork];
    const trimmed = href.trim();
    return known && trimmed
      ? [
          {
            network: network as SocialNetwork,
            label: known.label,
            color: known.color,
            href: profileHref(network as SocialNetwork, trimmed),
          },
        ]
      : [];
  });
}
