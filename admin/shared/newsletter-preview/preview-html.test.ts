import { describe, expect, it } from 'vitest';
import { describeSize, withoutImages } from './preview-html.ts';

describe('withoutImages', () => {
  it("drops every image's source and keeps its alt text", () => {
    const html = `<p><img src="https://cdn.example.com/a.png" alt="Logo" width="200"><img alt='Ad' srcset="a.png 2x" src='b.png'></p>`;
    expect(withoutImages(html)).toBe(`<p><img alt="Logo" width="200"><img alt='Ad'></p>`);
  });

  it('drops background images of tables and styles', () => {
    expect(withoutImages(`<td background="x.png" style="background-image: url(x.png); color: red">`)).toBe(
      `<td style="color: red">`,
    );
  });

  it('leaves links and text alone', () => {
    const html = '<a href="https://example.com/?src=1">src="kept"</a>';
    expect(withoutImages(html)).toBe(html);
  });
});

describe('describeSize', () => {
  it('warns above 102 KB, the size Gmail clips at', () => {
    expect(describeSize(102 * 1024)).toEqual({ label: '102.0 KB', clipped: false });
    expect(describeSize(102 * 1024 + 1)).toEqual({ label: '102.0 KB', clipped: true });
  });
});
