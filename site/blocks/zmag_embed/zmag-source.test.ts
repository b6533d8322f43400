import { describe, expect, it } from 'vitest';
import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import { zmagSource } from './zmag-source.ts';

const contentPage = (metadata: Record<string, unknown>) =>
  ({ pageType: 'content', pageData: { metadata, name: 'x' } }) as unknown as WebsiteLayoutPage;
const issuePage = (digitalEditionUrl: string | null) =>
  ({ pageType: 'issue', pageData: { digitalEditionUrl } }) as unknown as WebsiteLayoutPage;

describe('zmag source', () => {
  it("frames the block's zmag id first, then the page's, then the issue's digital edition", () => {
    expect(zmagSource({ zmagId: 'abc123' }, contentPage({ zmagId: 'other' }))).toBe(
      'https://viewer.zmags.com/publication/abc123',
    );
    expect(zmagSource({}, contentPage({ zmagId: 'page_1' }))).toBe('https://viewer.zmags.com/publication/page_1');
    expect(zmagSource({}, issuePage('https://edition.example.com/2026-03'))).toBe(
      'https://edition.example.com/2026-03',
    );
  });

  it('frames nothing for unsafe ids or a digital edition that is not https', () => {
    expect(zmagSource({ zmagId: '../x' }, contentPage({ zmagId: '"><script>' }))).toBeNull();
    expect(zmagSource({}, issuePage('http://edition.example.com/x'))).toBeNull();
    expect(zmagSource({}, issuePage(null))).toBeNull();
  });
});
