import { describe, expect, it } from 'vitest';
import { diffFields } from './diff-fields.ts';

describe('diffFields', () => {
  it('lists only the fields whose values differ, with before and after', () => {
    expect(diffFields({ name: 'Old', teaser: 'Same', code: 301 }, { name: 'New', teaser: 'Same', code: 302 })).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'code', before: 301, after: 302 },
    ]);
  });

  it('is empty when nothing changed, however the objects were built', () => {
    expect(
      diffFields(
        { a: 1, labels: ['x', 'y'], venue: { city: 'Chicago' } },
        { venue: { city: 'Chicago' }, labels: ['x', 'y'], a: 1 },
      ),
    ).toEqual([]);
  });

  it('compares nested objects field by field, naming each by its path', () => {
    expect(
      diffFields(
        { venue: { city: 'Chicago', address: { zip: '60601' } } },
        { venue: { city: 'Boston', address: { zip: '02101' } } },
      ),
    ).toEqual([
      { field: 'venue.city', before: 'Chicago', after: 'Boston' },
      { field: 'venue.address.zip', before: '60601', after: '02101' },
    ]);
  });

  it('compares arrays as wholes, order included', () => {
    expect(diffFields({ authorIds: [1, 2] }, { authorIds: [2, 1] })).toEqual([
      { field: 'authorIds', before: [1, 2], after: [2, 1] },
    ]);
    expect(diffFields({ links: [{ label: 'A' }] }, { links: [{ label: 'A' }] })).toEqual([]);
  });

  it('treats a missing field as null and lists fields only one side has', () => {
    expect(diffFields({ expires: null, shortName: 'S' }, { published: 5 })).toEqual([
      { field: 'shortName', before: 'S', after: null },
      { field: 'published', before: null, after: 5 },
    ]);
  });

  it('opens an object that appears or disappears into its fields', () => {
    expect(diffFields({}, { gating: { surveyType: 'basic' } })).toEqual([
      { field: 'gating.surveyType', before: null, after: 'basic' },
    ]);
    expect(diffFields({ gating: { surveyType: 'basic' } }, { gating: null })).toEqual([
      { field: 'gating.surveyType', before: 'basic', after: null },
    ]);
  });

  it('does not open an object replaced by a value of another kind', () => {
    expect(diffFields({ file: { name: 'a.pdf' } }, { file: 'a.pdf' })).toEqual([
      { field: 'file', before: { name: 'a.pdf' }, after: 'a.pdf' },
    ]);
  });
});
