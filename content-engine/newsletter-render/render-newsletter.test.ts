import { describe, expect, it } from 'vitest';
import { gmailClipBytes, newsletterWidths } from '../shared/newsletters/constants.ts';
import { newsletterCampaignParam } from '../shared/newsletters/tracking.ts';
import { colourPairs } from './tests/contrast.ts';
import { render } from './tests/dom.ts';
import { item, origin, renderInput, resolved, twelveItemInput } from './tests/fixture.ts';

const evil = `"><script>alert(1)</script><img src=x onerror=alert(2)> & 'q'`;

describe('renderNewsletter', () => {
  it('keeps a 12-item campaign under the size Gmail clips at', async () => {
    const { html } = await render(twelveItemInput());
    expect(Buffer.byteLength(html, 'utf8')).toBeLessThan(gmailClipBytes);
  });

  it.each(newsletterWidths)('lays the e-mail out in tables %i px wide', async (width) => {
    const { html, dom } = await render(renderInput([], { template: { styles: { width } } }));
    expect(html).toContain(`max-width:${width}px`);
    expect(dom.byTag('table').length).toBeGreaterThan(0);
    expect(dom.byTag('div').some((d) => /display:\s*flex|display:\s*grid/.test(d.attribs.style ?? ''))).toBe(false);
  });

  it('declares light and dark colour schemes', async () => {
    const { dom } = await render(twelveItemInput());
    const metas = Object.fromEntries(dom.byTag('meta').map((m) => [m.attribs.name, m.attribs.content]));
    expect(metas['color-scheme']).toBe('light dark');
    expect(metas['supported-color-schemes']).toBe('light dark');
  });

  it('writes every text in a colour that contrasts with its background, even from clashing template colours', async () => {
    const clashing = twelveItemInput();
    const payload = clashing.template.payload;
    payload.styles.textColor = '#ffffff';
    payload.styles.linkColor = '#fefefe';
    payload.footer.textColor = '#222222';
    payload.footer.linkColor = '#333333';
    payload.gridTitleStyles.textColor = '#ffffff';
    for (const input of [twelveItemInput(), clashing]) {
      const { dom } = await render(input);
      const pairs = colourPairs(dom.byTag('body'));
      expect(pairs.length).toBeGreaterThan(50);
      expect(pairs.filter((p) => p.ratio < 4.5)).toEqual([]);
    }
  });

  it('starts the body with the hidden preheader, padded so no body text leaks into the preview', async () => {
    const { dom, preheader } = await render(twelveItemInput());
    expect(preheader).toBe('Diesel down 5%');
    const first = dom.byTag('div').find((d) => d.attribs.class === 'ph');
    expect(first?.attribs.style).toMatch(/display:none/);
    expect(first?.attribs.style).toMatch(/mso-hide:all/);
    const hidden = (first?.children ?? []).map((c) => ('data' in c ? String(c.data) : '')).join('');
    expect(hidden.startsWith('Diesel down 5%')).toBe(true);
    expect((hidden.match(/\u200c/g) ?? []).length).toBeGreaterThanOrEqual(80);
  });

  it('falls back to the template’s preheader blurb', async () => {
    const { preheader } = await render(
      renderInput([], { campaign: { id: null, date: '2026-11-28', subject: '', preheader: '' } }),
    );
    expect(preheader).toBe('The day in fleets');
  });

  it('gives every image alt text', async () => {
    const { dom } = await render(twelveItemInput());
    const images = dom.images();
    expect(images.length).toBeGreaterThan(10);
    expect(images.filter((i) => !i.alt)).toEqual([]);
  });

  it('escapes user data everywhere: no script, handler or javascript: link reaches the HTML', async () => {
    const input = renderInput(
      [
        resolved(
          { key: 'top', type: 'content_list', title: evil, styling: { showLabel: true, showDate: true } },
          {
            items: [item(1, { name: evil, imageAlt: evil, teaser: evil, label: evil, url: 'javascript:alert(1)' })],
          },
        ),
        resolved({
          key: 'h',
          type: 'html',
          html: '<p onclick="x()">hi<script>alert(3)</script><a href="javascript:alert(4)">j</a></p>',
        }),
      ],
      { campaign: { id: 41, date: '2026-11-28', subject: evil, preheader: evil } },
    );
    const { dom } = await render(input);
    expect(dom.byTag('script')).toEqual([]);
    expect(dom.elements.filter((e) => Object.keys(e.attribs).some((a) => a.startsWith('on')))).toEqual([]);
    expect(dom.links().filter((l) => /^\s*javascript:/i.test(l.href))).toEqual([]);
    expect(dom.text()).toContain(evil.replace(/\s+/g, ' '));
    expect(dom.images().map((i) => i.alt)).toContain(evil);
  });

  it('tracks every link to the site with the UTM parameters and the campaign id', async () => {
    const { dom } = await render(twelveItemInput());
    const site = dom.links().filter((l) => l.href.startsWith(origin));
    expect(site.length).toBeGreaterThan(12);
    for (const { href } of site) {
      const url = new URL(href);
      expect(url.searchParams.get('utm_source')).toBe('newsletter');
      expect(url.searchParams.get('utm_medium')).toBe('email');
      expect(url.searchParams.get('utm_campaign')).toBe('fleet-daily');
      expect(url.searchParams.get('utm_content')).toBeTruthy();
      expect(url.searchParams.get(newsletterCampaignParam)).toBe('41');
    }
    const story = new URL(site.find((l) => l.text === 'Story number 7 about trucks')!.href);
    expect(story.pathname).toBe('/news/story-7');
    expect(story.searchParams.get('utm_content')).toBe('more');
    const others = dom.links().filter((l) => /^https?:/.test(l.href) && !l.href.startsWith(origin));
    expect(others.length).toBeGreaterThan(0);
    for (const { href } of others) expect(new URL(href).searchParams.has(newsletterCampaignParam)).toBe(false);
  });

  it('links a recipient to their own unsubscribe and preferences pages, untouched', async () => {
    const recipient = {
      unsubscribeUrl: `${origin}/newsletter/unsubscribe?t=abc`,
      preferencesUrl: `${origin}/account?t=abc#manage-newsletters`,
    };
    const { dom } = await render({ ...twelveItemInput(), recipient });
    const links = dom.links();
    expect(links).toContainEqual({ href: recipient.unsubscribeUrl, text: 'Unsubscribe' });
    expect(links).toContainEqual({ href: recipient.preferencesUrl, text: 'Update your preferences' });
    expect(links.some((l) => l.text === 'Manage your subscriptions')).toBe(false);
  });

  it('links the web archive and previews to managing subscriptions on the site', async () => {
    const { dom } = await render(twelveItemInput());
    const manage = dom.links().find((l) => l.text === 'Manage your subscriptions');
    const url = new URL(manage!.href);
    expect(`${url.origin}${url.pathname}${url.hash}`).toBe(`${origin}/account#manage-newsletters`);
    expect(dom.links().some((l) => l.text === 'Unsubscribe')).toBe(false);
  });

  it('writes the footer: social icons, nav bar, subscription and information links, safe-sender info, address', async () => {
    const { dom } = await render(twelveItemInput());
    const text = dom.text();
    for (const part of [
      'News',
      'Events',
      'Subscribe',
      'Privacy',
      'Contact us',
      'Add newsletters@fleetnews.test',
      '1 Main Street',
    ]) {
      expect(text).toContain(part);
    }
    expect(dom.images().map((i) => i.alt)).toEqual(expect.arrayContaining(['Linkedin', 'Facebook']));
    expect(dom.links().find((l) => l.text === 'Contact us')?.href).toBe('mailto:editors@fleetnews.test');
  });

  it.each([1, 2, 3] as const)('writes header style %i with its images described', async (headerStyle) => {
    const { dom } = await render(
      renderInput([], {
        template: {
          header: {
            headerStyle,
            image: '/files/base/banner.jpg',
            imageAlt: 'Fleet Daily banner',
            logo: '/files/base/logo.png',
            logoAlt: 'Fleet News logo',
          },
        },
      }),
    );
    const alts = dom.images().map((i) => i.alt);
    if (headerStyle !== 3) expect(alts).toContain('Fleet Daily banner');
    if (headerStyle !== 1) expect(alts).toContain('Fleet News logo');
    if (headerStyle === 3) expect(dom.text()).toContain('November 28, 2026');
    expect(dom.images().find((i) => i.alt === 'Fleet News logo' || i.alt === 'Fleet Daily banner')?.src).toMatch(
      /^https:\/\/www\.fleetnews\.test\/files\/base\//,
    );
  });

  it('writes a plain-text part with the items and links but not the preheader padding or image addresses', async () => {
    const { text } = await render(twelveItemInput());
    expect(text).toContain('Story number 12 about trucks');
    expect(text).toMatch(/<https:\/\/www\.fleetnews\.test\/news\/story-12\?utm_source=newsletter/);
    expect(text).toContain('Manage your subscriptions');
    expect(text).not.toMatch(/\u200c|\u034f/);
    expect(text).not.toContain('Diesel down 5%');
    expect(text).not.toMatch(/\.jpg/);
  });

  it('uses the subject of the campaign, else the template’s default subject', async () => {
    expect((await render(twelveItemInput())).subject).toBe('Fleet Daily: fuel prices fall');
    const preview = renderInput([], {
      campaign: { id: null, date: '2026-11-28', subject: '', preheader: '' },
      template: { deploymentSettings: { defaultSubject: 'Your Fleet Daily' } },
    });
    expect((await render(preview)).subject).toBe('Your Fleet Daily');
  });
});
