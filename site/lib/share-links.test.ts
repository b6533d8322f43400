import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

const page = { url: 'https://www.fleetowner.com/news/electric-trucks', title: 'Electric trucks & tariffs', imageUrl: 'https://www.fleetowner.com/files/a.jpg', summary: 'Fleets try them.' };

describe('shareLinks', () => {
  it('builds each chosen network\'s share URL with the page URL and title encoded, in the chosen order', () => {
    const links = shareLinks(['facebook', 'linkedin', 'twitter', 'reddit', 'whatsapp'], page);
    expect(links.map((l) => l.network)).toEqual(['facebook', 'linkedin', 'twitter', 'reddit', 'whatsapp']);
    expect(links[0]).toMatchObject({ label: 'Facebook', color: '#1877f2', href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks' });
    expect(links[2]?.href).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks&text=Electric%20trucks%20%26%20tariffs');
    expect(links[4]?.href).toBe('https://api.whatsapp.com/send?text=Electric%20trucks%20%26%20tariffs%20https%3A%2F%2Fwww.fleetowner.com%2Fnews%2Felectric-trucks');
  });

  it('covers every network the settings allow', () => {
    const all = ['facebook', 'linkedin', 'twitter', 'pinterest', 'flipboard', 'instapaper', 'pocket', 'quora', 'reddit', 'skype', 'telegram', 'tumblr', 'whatsapp'] as const;
    const links = shareLinks(all, page);
    expect(links).toHaveLength(all.length);
    for (const link of links) expect(link.href).toMatch(/^https:\/\/[^?]+\?.*https%3A%2F%2Fwww\.fleetowner\.com/);
    expect(links.find((l) => l.network === 'pinterest')?.href).toContain('media=https%3A%2F%2Fwww.fleetowner.com%2Ffiles%2Fa.jpg');
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
