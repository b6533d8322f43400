import { describe, expect, it } from 'vitest';
import { emptyEditorialValues, toEditorialInput, toEditorialValues } from './editorial-form-values.ts';

const loaded = {
  layoutId: 40,
  gating: { surveyType: null },
  membership: { ids: [3, 4] },
  userRegistration: { isRequired: true },
  editorial: {
    revision: 7,
    updatedBy: 'Jane Editor',
    related: [
      { id: 12, name: 'Second', type: 'Article', status: 1 },
      { id: 11, name: 'First', type: 'News', status: 2 },
    ],
    issues: [{ issueId: 20, issueName: 'March 2027', publicationId: 2, sectionId: null }],
  },
};

describe('the editorial form values', () => {
  it('loads related items in their order, issues with their publication, the layout and the gating requirement', () => {
    expect(toEditorialValues(loaded)).toEqual({
      related: [
        { id: 12, label: 'Second (Article 12)' },
        { id: 11, label: 'First (News 11)' },
      ],
      issues: [{ publicationId: '2', issueId: '20', sectionId: '' }],
      layoutId: '40',
      gatingRequirement: 'membership',
      surveyType: '',
      membershipIds: [3, 4],
      registrationRequired: true,
    });
  });

  it('round-trips into the mutation input, keeping the related order', () => {
    expect(toEditorialInput(toEditorialValues(loaded))).toEqual({
      relatedIds: [12, 11],
      issues: [{ issueId: 20, sectionId: null }],
      layoutId: 40,
      gating: { surveyType: null },
      membershipIds: [3, 4],
      registrationRequired: true,
    });
  });

  it('an Omeda survey gate is chosen when the item has a survey type', () => {
    const values = toEditorialValues({ ...loaded, gating: { surveyType: 'FLEET' }, membership: { ids: [] } });
    expect(values.gatingRequirement).toBe('omeda');
    expect(toEditorialInput(values)).toMatchObject({ gating: { surveyType: 'FLEET' }, membershipIds: [] });
  });

  it('keeps only the chosen gating requirement’s setting', () => {
    const both = { ...emptyEditorialValues(), surveyType: ' FLEET ', membershipIds: [3] };
    expect(toEditorialInput({ ...both, gatingRequirement: 'omeda' })).toMatchObject({
      gating: { surveyType: 'FLEET' },
      membershipIds: [],
    });
    expect(toEditorialInput({ ...both, gatingRequirement: 'membership' })).toMatchObject({
      gating: { surveyType: null },
      membershipIds: [3],
    });
    expect(toEditorialInput({ ...both, gatingRequirement: '' })).toMatchObject({
      gating: { surveyType: null },
      membershipIds: [],
    });
  });

  it('leaves out issue rows with no issue chosen, and sends a chosen magazine section', () => {
    const values = {
      ...emptyEditorialValues(),
      issues: [
        { publicationId: '2', issueId: '', sectionId: '' },
        { publicationId: '2', issueId: '21', sectionId: '31' },
      ],
    };
    expect(toEditorialInput(values).issues).toEqual([{ issueId: 21, sectionId: 31 }]);
    expect(toEditorialInput(emptyEditorialValues())).toMatchObject({ layoutId: null, relatedIds: [], issues: [] });
  });
});
