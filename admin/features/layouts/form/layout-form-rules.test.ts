import { describe, expect, it } from 'vitest';
import { layoutFormProblems } from './layout-form-rules.ts';
import { layoutFormValues, type LayoutFormValues } from './layout-form-values.ts';

const values = (change: Partial<LayoutFormValues>): LayoutFormValues => ({
  ...layoutFormValues(null, { siteKey: 'fleetowner' }),
  name: 'A layout',
  type: 'section',
  ...change,
});

describe('the layout form rules (spec admin §5)', () => {
  it('needs a name (not only spaces) and a type', () => {
    expect(layoutFormProblems(values({ name: '   ', type: '' }))).toEqual({
      name: 'Field is required',
      type: 'Field is required',
    });
    expect(layoutFormProblems(values({}))).toEqual({});
  });

  it('needs an alias on url-override layouts; blank alias inputs do not count', () => {
    expect(layoutFormProblems(values({ type: 'url-override', aliases: [{ path: ' ' }] }))).toEqual({
      aliases: 'Field is required',
    });
    expect(layoutFormProblems(values({ type: 'url-override', aliases: [{ path: '/equipment' }] }))).toEqual({});
  });

  it('needs a page type when the layout propagates', () => {
    expect(layoutFormProblems(values({ propagate: true }))).toEqual({ pageType: 'Field is required' });
    expect(layoutFormProblems(values({ propagate: true, pageType: 'section' }))).toEqual({});
  });

  it('needs content types on content-type-override and content-override layouts', () => {
    for (const type of ['content-type-override', 'content-override'] as const) {
      expect(layoutFormProblems(values({ type }))).toEqual({ contentTypes: 'Field is required' });
      expect(layoutFormProblems(values({ type, contentTypes: ['Article'] }))).toEqual({});
    }
    expect(layoutFormProblems(values({ type: 'content' }))).toEqual({});
  });

  it('needs a module key on module layouts', () => {
    expect(layoutFormProblems(values({ type: 'module', key: '' }))).toEqual({ key: 'Field is required' });
    expect(layoutFormProblems(values({ type: 'module', key: 'issue' }))).toEqual({});
  });
});
