import { describe, expect, it } from 'vitest';
import { aliasToPath, defaultPreviewPath, previewFormFields, previewProblemOf } from './preview-request.ts';

const bodyWith = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

describe('the page a layout preview shows', () => {
  it("starts at the layout's first alias, else the home page", () => {
    expect(defaultPreviewPath({ aliases: [' ', '/news', '/equipment'] })).toBe('/news');
    expect(defaultPreviewPath({ aliases: [] })).toBe('/');
    expect(defaultPreviewPath({})).toBe('/');
  });

  it('reads a typed alias as a path of the site, and says what is wrong beside the field', () => {
    expect(aliasToPath('news/')).toEqual({ path: '/news' });
    expect(aliasToPath(' /news/industry ')).toEqual({ path: '/news/industry' });
    expect(aliasToPath('/')).toEqual({ path: '/' });
    expect(aliasToPath('/search?filters=x')).toEqual({ path: '/search?filters=x' });
    expect(aliasToPath('  ')).toEqual({ error: 'Field is required' });
    for (const elsewhere of ['https://evil.example/news', '//evil.example', 'javascript:alert(1)', '/a\\b'])
      expect(aliasToPath(elsewhere)).toEqual({ error: 'Type a path of this site, such as /news' });
  });
});

describe('the form the preview posts', () => {
  it('sends the path, the layout as JSON and the chosen site only when there is one', () => {
    const layout = { name: 'Draft', type: 'section', primaryGrid: { rows: [] } };
    expect(previewFormFields({ layout, path: '/news', tenantKey: null })).toEqual({
      path: '/news',
      layout: JSON.stringify(layout),
    });
    expect(previewFormFields({ layout, path: '/', tenantKey: 'alpha' }).tenantKey).toBe('alpha');
  });

  it('previews a layout not yet named or typed (neither changes the page)', () => {
    const fields = previewFormFields({ layout: { name: ' ', type: null }, path: '/', tenantKey: null });
    expect(JSON.parse(fields.layout!)).toEqual({ name: 'Unsaved layout', type: 'content' });
  });
});

describe("a refused preview's document", () => {
  it('gives its code, message and fields; a rendered page gives none', () => {
    expect(
      previewProblemOf(
        bodyWith({
          'data-layout-preview-problem': 'BAD_USER_INPUT',
          'data-message': 'Invalid input. name: Field is required',
          'data-fields': 'name primaryGrid.rows.0.columns.0.blocks.0.settings.html',
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. name: Field is required',
      fields: ['name', 'primaryGrid.rows.0.columns.0.blocks.0.settings.html'],
    });
    expect(previewProblemOf(bodyWith({ 'data-layout-preview-problem': 'FORBIDDEN' }))).toEqual({
      code: 'FORBIDDEN',
      message: '',
      fields: [],
    });
    expect(previewProblemOf(bodyWith({}))).toBeNull();
    expect(previewProblemOf(null)).toBeNull();
  });
});
