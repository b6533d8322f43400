import { describe, expect, it } from 'vitest';
import { isSameOriginRequest, parseLayoutPreviewBody } from './layout-preview-request.ts';
import { previewProblemDocument } from './layout-preview-message.ts';

describe('a layout preview request', () => {
  it('reads the layout from a JSON body or from the JSON text of a form field', () => {
    const layout = { name: 'Draft', type: 'section' };
    expect(parseLayoutPreviewBody({ path: '/news?x=1', layout })).toEqual({
      path: '/news?x=1',
      layout,
      design: null,
      tenantKey: null,
    });
    expect(parseLayoutPreviewBody({ path: '/', layout: JSON.stringify(layout), tenantKey: ' alpha ' })).toEqual({
      path: '/',
      layout,
      design: null,
      tenantKey: 'alpha',
    });
  });

  it('takes the new design without a layout (the page with its own), or with one', () => {
    expect(parseLayoutPreviewBody({ path: '/', design: 'new' })).toEqual({
      path: '/',
      layout: null,
      design: 'new',
      tenantKey: null,
    });
    expect(parseLayoutPreviewBody({ path: '/', design: 'new', layout: '{"name":"Draft"}' })).toMatchObject({
      layout: { name: 'Draft' },
      design: 'new',
    });
    expect(() => parseLayoutPreviewBody({ path: '/', design: 'old' })).toThrow(/design/);
    expect(() => parseLayoutPreviewBody({ path: '/', design: 'new', layout: 'null' })).toThrow(/layout/);
  });

  it('refuses a path that is not one of the site and a layout that is not an object', () => {
    for (const path of ['news', '//evil.example/x', '/\\evil', 5, '/'.repeat(2001)])
      expect(() => parseLayoutPreviewBody({ path, layout: {} })).toThrow(/path/);
    for (const layout of ['{', '[]', 'null', undefined, 3])
      expect(() => parseLayoutPreviewBody({ path: '/', layout })).toThrow(/layout/);
    expect(() => parseLayoutPreviewBody(null)).toThrow();
  });

  it('counts as same-origin only when the browser says so', () => {
    expect(isSameOriginRequest({ host: 'a.localhost', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(
      isSameOriginRequest({ host: 'a.localhost', 'sec-fetch-site': 'same-site', origin: 'http://a.localhost' }),
    ).toBe(false);
    expect(isSameOriginRequest({ host: 'a.localhost:3000', origin: 'http://a.localhost:3000' })).toBe(true);
    expect(isSameOriginRequest({ host: 'a.localhost', origin: 'https://evil.example' })).toBe(false);
    expect(isSameOriginRequest({ host: 'a.localhost', origin: 'null' })).toBe(false);
    expect(isSameOriginRequest({ host: 'a.localhost' })).toBe(false);
  });
});

describe('the document of a refused preview', () => {
  it('carries the code, message and fields as attributes, escaped', () => {
    const html = previewProblemDocument({
      code: 'BAD_USER_INPUT',
      message: 'name: <b>"x"</b>',
      fields: ['name', 'key'],
    });
    expect(html).toContain('data-layout-preview-problem="BAD_USER_INPUT"');
    expect(html).toContain('data-fields="name key"');
    expect(html).toContain('&#60;b&#62;&#34;x&#34;&#60;/b&#62;');
    expect(html).not.toContain('<b>');
  });
});
