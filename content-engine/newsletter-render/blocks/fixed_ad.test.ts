import { describe, expect, it } from 'vitest';
import { render } from '../tests/dom.ts';
import { ad, renderInput, resolved } from '../tests/fixture.ts';

describe('fixed ad block', () => {
  it('shows an image placement framed at its size under the ad’s label, linked to the ad’s URL plus UTM', async () => {
    const creative = ad({
      placement: 'rectangle-300x250',
      image: 'https://cdn.acme.test/300.png',
      imageAlt: 'Acme tyres offer',
    });
    const { dom } = await render(renderInput([resolved({ key: 'ad-2', type: 'fixed_ad' }, { ad: creative })]));
    const img = dom.byTag('img').find((i) => i.attribs.src === 'https://cdn.acme.test/300.png');
    expect(img?.attribs.alt).toBe('Acme tyres offer');
    expect(img?.attribs.width).toBe('300');
    expect(dom.text()).toContain('Sponsored by Acme Tyres');
    const href = new URL((img?.parent as { attribs: Record<string, string> }).attribs.href!);
    expect(`${href.origin}${href.pathname}`).toBe('https://acme-tyres.test/offer');
    expect(href.searchParams.get('utm_source')).toBe('partner');
    expect(href.searchParams.get('utm_content')).toBe('ad-2');
  });

  it('never frames an image wider than the e-mail', async () => {
    const creative = ad({ placement: 'leaderboard-728x90', image: 'https://cdn.acme.test/728.png' });
    const { dom } = await render(renderInput([resolved({ key: 'ad', type: 'fixed_ad' }, { ad: creative })]));
    expect(
      Number(dom.byTag('img').find((i) => i.attribs.src === 'https://cdn.acme.test/728.png')?.attribs.width),
    ).toBeLessThanOrEqual(668);
  });

  it('writes nothing when no ad won the position', async () => {
    const { dom } = await render(renderInput([resolved({ key: 'ad', type: 'fixed_ad' })]));
    expect(dom.text()).not.toContain('Sponsored');
  });
});
