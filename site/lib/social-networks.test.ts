import { describe, expect, it } from 'vitest';
import { socialNetworks, socialProfileLinks } from './social-networks.ts';

describe('socialProfileLinks', () => {
  it('lists the filled-in profiles in settings order with their names and fixed colours', () => {
    expect(
      socialProfileLinks({
        facebook: 'https://www.facebook.com/fleetowner',
        twitter: '',
        instagram: ' ',
        youtube: 'https://www.youtube.com/@fleetowner',
      }),
    ).toEqual([
      { network: 'facebook', label: 'Facebook', color: '#1877f2', href: 'https://www.facebook.com/fleetowner' },
      { network: 'youtube', label: 'YouTube', color: '#ff0000', href: 'https://www.youtube.com/@fleetowner' },
    ]);
  });

  it('links every network of the spec with a profile, with its name and colour', () => {
    const profiles = Object.fromEntries(
      Object.keys(socialNetworks).map((network) => [
        network,
        network === 'email' ? 'news@fleetowner.com' : `https://example.com/${network}`,
      ]),
    );
    const links = socialProfileLinks(profiles);
    expect(links.map((l) => l.network)).toEqual(Object.keys(socialNetworks));
    expect(links.map((l) => l.label)).toEqual([
      'Email',
      'Facebook',
      'Flipboard',
      'Instagram',
      'Instapaper',
      'LinkedIn',
      'Other',
      'Pinterest',
      'Pocket',
      'Quora',
      'Reddit',
      'Skype',
      'Telegram',
      'Tumblr',
      'Twitter',
      'WhatsApp',
      'YouTube',
    ]);
    for (const link of links) expect(link.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(links.filter((l) => l.network !== 'other' && l.network !== 'email').map((l) => l.color)).size).toBe(
      links.length - 2,
    );
    expect(links[0]?.href).toBe('mailto:news@fleetowner.com');
    expect(links.find((l) => l.network === 'skype')?.href).toBe('https://example.com/skype');
  });

  it('keeps a mailto: link as it is', () => {
    expect(socialProfileLinks({ email: 'mailto:news@fleetowner.com?subject=Hello' })[0]?.href).toBe(
      'mailto:news@fleetowner.com?subject=Hello',
    );
  });

  it('ignores networks it does not know', () => {
    expect(socialProfileLinks({ myspace: 'https://myspace.com/x' })).toEqual([]);
  });
});
