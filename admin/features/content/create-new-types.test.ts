import { describe, expect, it } from 'vitest';
import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { createNewTypes } from './create-new-types.ts';

const keys = (extraContentTypes: string[] | null) =>
  createNewTypes(contentTypeEntries, { extraContentTypes }).map((entry) => entry.editKey);

describe('the Create New list', () => {
  it('offers the 19 types of the spec on a tenant without the fire-service types', () => {
    expect(keys([])).toHaveLength(19);
    expect(keys(null)).not.toContain('apparatus');
    expect(keys([])).not.toContain('in-quarters');
  });

  it('offers apparatus and in-quarters on the tenant configured for them', () => {
    expect(keys(['Apparatus', 'InQuarters'])).toEqual(expect.arrayContaining(['apparatus', 'in-quarters']));
    expect(keys(['Apparatus', 'InQuarters'])).toHaveLength(21);
    expect(keys(['Apparatus'])).not.toContain('in-quarters');
  });
});
