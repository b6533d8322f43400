import type { SectionDetail, SectionInput } from './api/section-types.ts';

export interface SectionFormValues {
  name: string;
  /** The select's value: '' for the top level. */
  parentId: string;
  manualAlias: string;
  aliasOverride: string;
  description: string;
  gamAlias: string;
}

export const sectionFormValues = (section: SectionDetail | null): SectionFormValues => ({
  name: section?.name ?? '',
  parentId: section?.parent ? String(section.parent.id) : '',
  manualAlias: section?.manualAlias ?? '',
  aliasOverride: section?.aliasOverride ?? '',
  description: section?.description ?? '',
  gamAlias: section?.gamAlias ?? '',
});

export const sectionInput = (values: SectionFormValues): SectionInput => ({
  name: values.name.trim(),
  parentId: values.parentId ? Number(values.parentId) : null,
  manualAlias: values.manualAlias.trim(),
  aliasOverride: values.aliasOverride.trim(),
  description: values.description.trim(),
  gamAlias: values.gamAlias.trim(),
});
