import { describe, expect, it } from 'vitest';
import { render } from '../tests/dom.ts';
import { renderInput, resolved } from '../tests/fixture.ts';

describe('passendo ad block', () => {
  it('fills the campaign id and date into the image and click URLs', async () => {
    const { dom } = await render(
      renderInput([
        resolved({
          key: 'passendo',
          type: 'passendo_ad',
          passendo: {
            imageUrl: 'https://ads.passendo.test/img?c={{campaignId}}&d={{date}}',
            clickUrl: 'https://ads.passendo.test/click?c={{campaignId}}',
            width: 600,
            height: 100,
            alt: 'Advertisement',
          },
        }),
      ]),
    );
    const img = dom.byTag('img').find((i) => i.attribs.src?.startsWith('https://ads.passendo.test/img'));
    expect(img?.attribs.src).toBe('https://ads.passendo.test/img?c=41&d=2026-11-28');
    expect(img?.attribs.alt).toBe('Advertisement');
    const click = new URL((img?.parent as { attribs: Record<string, string> }).attribs.href!);
    expect(click.searchParams.get('c')).toBe('41');
    expect(click.searchParams.get('utm_content')).toBe('passendo');
  });

  it('writes nothing without an image URL', async () => {
    const { dom } = await render(renderInput([resolved({ key: 'passendo', type: 'passendo_ad' })]));
    expect(dom.byTag('img').some((i) => i.attribs.src?.includes('passendo'))).toBe(false);
  });
});
