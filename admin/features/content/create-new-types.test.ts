import { describe, expect, it } from 'vitest';
import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { createNewTypes } from './create-new-types.ts';

const entries = [{ editKey: 'article' }, { editKey: 'apparatus' }, { editKey: 'in-quarters' }];

describe('the Create New list', () => {
  it('shows the apparatus and in-quarters types only on their tenant', () => {
    expect(
      createNewTypes(entries, { tenantKey: 'fleetowner', typesTenant: 'firehouse' }).map((e) => e.editKey),
    ).toEqual(['article']);
    expect(createNewTypes(entries, { tenantKey: 'firehouse', typesTenant: 'firehouse' }).map((e) => e.editKey)).toEqual(
      ['article', 'apparatus', 'in-quarters'],
    );
    expect(createNewTypes(entries, { tenantKey: null, typesTenant: null }).map((e) => e.editKey)).toEqual(['article']);
  });

  it('keeps all 19 types of the spec', () => {
    expect(createNewTypes(contentTypeEntries, { tenantKey: 'fleetowner', typesTenant: null })).toHaveLength(19);
  });
});
