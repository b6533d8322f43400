import type { GetContentForEditQuery } from '../../../../content-engine/documents/generated/query/content/getContentForEdit.ts';

/*
 * The editor's fields for placement and access beyond the basics: related content, magazine
 * issues, content-override layout, gating and registration (ADR 57).
 */

type Loaded = Pick<GetContentForEditQuery['getContent'], 'editorial' | 'gating' | 'membership' | 'userRegistration'> & {
  layoutId?: number | null;
};

/** Gating by an Omeda survey, or by memberships (the layouts' gatingRequirements: omeda or membership). */
export type GatingRequirement = '' | 'omeda' | 'membership';

export interface IssueRow {
  publicationId: string;
  issueId: string;
  sectionId: string;
}

export interface EditorialFormValues {
  /** In the order the related block shows them. */
  related: { id: number; label: string }[];
  issues: IssueRow[];
  layoutId: string;
  gatingRequirement: GatingRequirement;
  surveyType: string;
  membershipIds: number[];
  registrationRequired: boolean;
}

export const emptyEditorialValues = (): EditorialFormValues => ({
  related: [],
  issues: [],
  layoutId: '',
  gatingRequirement: '',
  surveyType: '',
  membershipIds: [],
  registrationRequired: false,
});

export function toEditorialValues(item: Loaded): EditorialFormValues {
  const surveyType = item.gating?.surveyType ?? '';
  const membershipIds = item.membership?.ids ?? [];
  return {
    related: (item.editorial?.related ?? []).map((r) => ({ id: r.id, label: `${r.name} (${r.type} ${r.id})` })),
    issues: (item.editorial?.issues ?? []).map((i) => ({
      publicationId: String(i.publicationId),
      issueId: String(i.issueId),
      sectionId: i.sectionId ? String(i.sectionId) : '',
    })),
    layoutId: item.layoutId ? String(item.layoutId) : '',
    gatingRequirement: surveyType ? 'omeda' : membershipIds.length ? 'membership' : '',
    surveyType,
    membershipIds,
    registrationRequired: item.userRegistration?.isRequired ?? false,
  };
}

/** The mutation input of these fields: only the chosen gating requirement's setting is kept. */
export function toEditorialInput(v: EditorialFormValues) {
  return {
    relatedIds: v.related.map((r) => r.id),
    issues: v.issues
      .filter((row) => row.issueId)
      .map((row) => ({ issueId: Number(row.issueId), sectionId: row.sectionId ? Number(row.sectionId) : null })),
    layoutId: v.layoutId ? Number(v.layoutId) : null,
    gating: { surveyType: v.gatingRequirement === 'omeda' ? v.surveyType.trim() || null : null },
    membershipIds: v.gatingRequirement === 'membership' ? v.membershipIds : [],
    registrationRequired: v.registrationRequired,
  };
}
