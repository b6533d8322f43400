import { describe, expect, it } from 'vitest';
import { sectionFormValues, sectionInput } from './section-form-values.ts';

describe('section form values', () => {
  it('starts a new section empty at the top level', () => {
    expect(sectionInput(sectionFormValues(null))).toEqual({
      name: '',
      parentId: null,
      manualAlias: '',
      aliasOverride: '',
      description: '',
      gamAlias: '',
    });
  });

  it('sends the chosen parent as a number and trimmed text, blank aliases clearing', () => {
    const values = {
      name: ' Trucks ',
      parentId: '7',
      manualAlias: ' ',
      aliasOverride: 'fleet/trucks',
      description: 'All trucks',
      gamAlias: ' trucks ',
    };
    expect(sectionInput(values)).toEqual({
      name: 'Trucks',
      parentId: 7,
      manualAlias: '',
      aliasOverride: 'fleet/trucks',
      description: 'All trucks',
      gamAlias: 'trucks',
    });
  });
});
