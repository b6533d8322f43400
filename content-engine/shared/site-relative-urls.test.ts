import { describe, expect, it } from 'vitest';
import { siteRelativeUrls } from './site-relative-urls.ts';

const origin = 'https://www.fleetowner.com';

describe('siteRelativeUrls', () => {
  it("makes the site's own image and link addresses relative", () => {
    expect(
      siteRelativeUrls(
        `<img src="${origin}/files/fleetowner/images/1.jpg" alt=""><a href="${origin}/news/a?utm_source=newsletter">A</a>`,
        origin,
      ),
    ).toBe('<img src="/files/fleetowner/images/1.jpg" alt=""><a href="/news/a?utm_source=newsletter">A</a>');
  });

  it('turns the bare origin into the home page, keeping a query', () => {
    expect(siteRelativeUrls(`<a href="${origin}">Home</a><a href='${origin}?x=1'>x</a>`, origin)).toBe(
      `<a href="/">Home</a><a href='/?x=1'>x</a>`,
    );
  });

  it('leaves other sites, look-alike hosts and text alone', () => {
    const html = `<a href="#top">Top</a><a href="">x</a><a href="https://advertiser.test/x">Ad</a><a href="${origin}.evil.test/x">x</a><p>${origin}/news</p><img src="https://www.fleetowner.com.cdn.test/i.png">`;
    expect(siteRelativeUrls(html, origin)).toBe(html);
  });

  it('does nothing without an origin', () => {
    expect(siteRelativeUrls('<a href="https://x.test/">x</a>', '')).toBe('<a href="https://x.test/">x</a>');
  });
});
