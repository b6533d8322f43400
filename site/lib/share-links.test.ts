import { describe, expect, it } from 'vitest';
import { socialShareNetworks } from '../../content-engine/shared/enums.ts';
import { profileOnlyNetworks, shareLinks } from './share-links.ts';
import { socialNetworks } from './social-networks.ts';

const page = {
  url: 'https://www.fleetowner.com/news/electric-trucks',
  title: 'Electric trucks & tariffs',
  imageUrl: 'https://www.fleetowner.com/files/a.jpg',
  summary: 'Fleets try them.',
};

describe('shareLinks', () => {
  it("builds each chosen network's share URL with the page URL and title encoded, in the chosen order", () => {
    const links = shareLinks(['facebook', 'linkedin', 'twitter', 'reddit', 'whatsapp'], page);
    expect(links.map((l) => l.network)).toEqual(['facebook', 'linkedin', 'twitter', 'reddit', 'whatsapp']);
    expect(links[0]).toMatchObject({
      label: 'Facebook',
      color: '#1877f2',
      href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks',
    });
    expect(links[2]?.href).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&text=Electric%20trucks%20%26%20tariffs',
    );
    expect(links[4]?.href).toBe(
      'https://api.whatsapp.com/send?text=Electric%20trucks%20%26%20tariffs%20https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks',
    );
  });

  it.each([
    [
      'facebook',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks',
    ],
    [
      'linkedin',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks',
    ],
    [
      'twitter',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&text=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'pinterest',
      'https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&media=https%3A%2F%2Fwww.fleetowner.com%2Ffiles%2Fa.jpg&description=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'flipboard',
      'https://share.flipboard.com/bookmarklet/popout?v=2&url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&title=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'instapaper',
      'https://www.instapaper.com/hello2?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&title=Electric%20trucks%20%26%20tariffs&description=Fleets%20try%20them.',
    ],
    [
      'pocket',
      'https://getpocket.com/save?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&title=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'quora',
      'https://www.quora.com/share?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&title=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'reddit',
      'https://www.reddit.com/submit?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&title=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'skype',
      'https://web.skype.com/share?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&text=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'telegram',
      'https://t.me/share/url?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&text=Electric%20trucks%20%26%20tariffs',
    ],
    [
      'tumblr',
      'https://www.tumblr.com/widgets/share/tool?canonicalUrl=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&title=Electric%20trucks%20%26%20tariffs&caption=Fleets%20try%20them.',
    ],
    [
      'whatsapp',
      'https://api.whatsapp.com/send?text=Electric%20trucks%20%26%20tariffs%20https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks',
    ],
    [
      'email',
      'mailto:?subject=Electric%20trucks%20%26%20tariffs&body=Fleets%20try%20them.%0A%0Ahttps%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks',
    ],
  ] as const)('shares to %s at its endpoint', (network, href) => {
    expect(shareLinks([network], page)).toEqual([
      { network, label: socialNetworks[network].label, color: socialNetworks[network].color, href },
    ]);
  });

  it('covers every network of the spec that can share a page; Instagram, YouTube and Other cannot', () => {
    const links = shareLinks(socialShareNetworks, page);
    expect(links).toHaveLength(socialShareNetworks.length);
    const shareable = new Set<string>(socialShareNetworks);
    expect(
      Object.keys(socialNetworks)
        .filter((network) => !shareable.has(network))
        .sort(),
    ).toEqual([...profileOnlyNetworks].sort());
  });

  it('e-mails the URL alone when the page has no summary', () => {
    expect(shareLinks(['email'], { url: page.url, title: 'A' })[0]?.href).toBe(
      'mailto:?subject=A&body=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks',
    );
  });

  it('leaves out parameters without a value and repeated networks', () => {
    const links = shareLinks(['pinterest', 'pinterest'], { url: page.url, title: page.title });
    expect(links).toHaveLength(1);
    expect(links[0]?.href).not.toContain('media=');
  });

  it('shares nothing without an absolute page URL', () => {
    expect(shareLinks(['facebook'], { url: '/news/a', title: 'A' })).toEqual([]);
  });
});
