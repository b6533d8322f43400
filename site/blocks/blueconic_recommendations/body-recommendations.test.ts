import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { defaultSiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { firstLongParagraph, withBodyRecommendations } from './body-recommendations.ts';
import { recommendationsHtml } from './recommendations-html.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const settings = defaultSiteSettings({ blueconic: { recommendations: { enabled: true, label: 'For <you>' } } });
const item = (id: number, name: string) =>
  ({ id, name, canonicalPath: `/news/${id}`, primarySection: { name: 'News & Views' } }) as unknown as ContentNode;
const recommendations = { source: 'local', items: [item(1, 'One'), item(2, '<img src=x onerror=alert(1)>')] };

describe('firstLongParagraph', () => {
  it('finds the first top-level paragraph of at least 40 words', () => {
    const body = `<p>${words(10)}</p><blockquote><p>${words(60)}</p></blockquote><p>${words(39)}</p><p>${words(40)}</p><p>${words(80)}</p>`;
    expect(firstLongParagraph(body)).toBe(3);
  });

  it('counts words, not tags or entities', () => {
    expect(firstLongParagraph(`<p>${'<b>a</b> &amp; '.repeat(39)}</p>`)).toBeNull();
    expect(firstLongParagraph(`<p>${'<b>a</b> &amp; '.repeat(40)}</p>`)).toBe(1);
  });
});

describe('withBodyRecommendations', () => {
  it('inserts the list right after the first 40-word paragraph', () => {
    const body = `<p>short</p><p>${words(40)}</p><p>after</p>`;
    const html = withBodyRecommendations(body, recommendations, settings);
    expect(html.indexOf('<aside')).toBe(body.indexOf('<p>after</p>'));
    expect(html).toContain('data-recommendations="body"');
    expect(html).toContain('<p class="rec-label">For &lt;you&gt;</p>');
  });

  it('leaves a body without a long paragraph, or without recommendations, as it is', () => {
    const body = `<p>${words(39)}</p>`;
    expect(withBodyRecommendations(body, recommendations, settings)).toBe(body);
    expect(withBodyRecommendations(`<p>${words(50)}</p>`, null, settings)).toBe(`<p>${words(50)}</p>`);
  });
});

describe('recommendationsHtml', () => {
  it('escapes every text and tracks each link', () => {
    const html = recommendationsHtml({ ...recommendations, placement: 'block' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('News &amp; Views');
    expect(html).toContain(
      '<a href="/news/1" data-track="blueConicRecommendationClick" data-track-content-id="1" data-track-placement="block" data-track-source="local">One</a>',
    );
    expect(html).toContain('data-recommendation-ids="1,2"');
  });
});
