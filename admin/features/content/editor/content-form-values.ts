import type { ContentType } from '../../../../content-engine/shared/content-types.ts';
import type { ScheduleOption } from '../../../../content-engine/shared/enums.ts';
import { businessDay, endOfBusinessDay } from './schedule-dates.ts';
import {
  emptyTypeFieldValues,
  toTypeFieldValues,
  typeFieldInput,
  type TypeFieldValues,
} from './fields/type-field-values.ts';
import type { GetContentForEditQuery } from '../../../../content-engine/documents/generated/query/content/getContentForEdit.ts';
import {
  emptyEditorialValues,
  toEditorialInput,
  toEditorialValues,
  type EditorialFormValues,
} from './editorial-form-values.ts';

/** A content item as the editor's documents return it (getContentForEdit; the mutations' EditedContent fragment reads more). */
export type EditedContent = Omit<GetContentForEditQuery['getContent'], 'type'> & { type: ContentType };

/** The schema types `type` as a string: the engine only stores the known content types. */
export const editedContent = (content: GetContentForEditQuery['getContent']): EditedContent => ({
  ...content,
  type: content.type as ContentType,
});

export interface ScheduleRow {
  sectionId: string;
  option: ScheduleOption;
  /** yyyy-MM-dd; a day the editor picks is stored as the end of that business day. */
  startDay: string;
  endDay: string;
  /** The stored dates, kept as they are while their day is left unchanged. */
  startDate?: number | null;
  endDate?: number | null;
}

/** A schedule day → its stored time: the stored one while the day is unchanged, else the end of the business day. */
const scheduleTime = (day: string, stored: number | null | undefined) =>
  !day ? null : stored && businessDay(stored) === day ? stored : endOfBusinessDay(day);

/** The editor's form: strings for inputs, pickers' selections as id + label. */
export interface ContentFormValues extends EditorialFormValues, TypeFieldValues {
  name: string;
  shortName: string;
  seoTitle: string;
  teaser: string;
  body: string;
  alias: string;
  primarySectionId: string;
  schedules: ScheduleRow[];
  authors: { id: number; label: string }[];
  taxonomy: { id: number; label: string }[];
  company: { id: number; label: string } | null;
  /** From the media library. */
  primaryImage: { id: number; label: string } | null;
  /** The item's gallery, from the media library. */
  images: { id: number; label: string }[];
  labels: string;
}

/** A media library image as the picker shows it: its alt text, else its file name. */
const imageChoice = ({ id, src, alt }: { id: number; src: string; alt: string | null }) => ({
  id,
  label: alt || src.split('/').pop() || String(id),
});

export function emptyFormValues(): ContentFormValues {
  return {
    name: '',
    shortName: '',
    seoTitle: '',
    teaser: '',
    body: '',
    alias: '',
    primarySectionId: '',
    schedules: [],
    authors: [],
    taxonomy: [],
    company: null,
    primaryImage: null,
    images: [],
    labels: '',
    ...emptyEditorialValues(),
    ...emptyTypeFieldValues(),
  };
}

export function toFormValues(item: EditedContent): ContentFormValues {
  return {
    name: item.name,
    shortName: item.shortName ?? '',
    seoTitle: item.seoTitle ?? '',
    teaser: item.teaser ?? '',
    body: item.body ?? '',
    alias: item.alias ?? '',
    primarySectionId: item.primarySection ? String(item.primarySection.id) : '',
    schedules: item.websiteSchedules.map((s) => ({
      sectionId: String(s.section.id),
      option: s.option,
      startDay: businessDay(s.startDate),
      endDay: businessDay(s.endDate),
      startDate: s.startDate,
      endDate: s.endDate,
    })),
    authors: item.authors.edges.map(({ node }) => ({ id: node.id, label: node.name })),
    taxonomy: item.taxonomy.edges.map(({ node }) => ({ id: node.id, label: `${node.name} (${node.type})` })),
    company: item.company ? { id: item.company.id, label: item.company.name } : null,
    primaryImage: item.primaryImage ? imageChoice(item.primaryImage) : null,
    images: (item.images?.edges ?? []).map(({ node }) => imageChoice(node)),
    labels: (item.labels ?? []).join(', '),
    ...toEditorialValues(item),
    ...toTypeFieldValues(item),
  };
}

/** The createContent/updateContent input of the form: type-specific fields only for types that have them. */
export function toContentInput(type: ContentType, v: ContentFormValues) {
  return {
    name: v.name.trim(),
    shortName: v.shortName,
    seoTitle: v.seoTitle,
    teaser: v.teaser.trim(),
    body: v.body,
    alias: v.alias.trim(),
    primarySectionId: v.primarySectionId ? Number(v.primarySectionId) : null,
    schedules: v.schedules
      .filter((s) => s.sectionId)
      .map((s) => ({
        sectionId: Number(s.sectionId),
        option: s.option,
        startDate: scheduleTime(s.startDay, s.startDate),
        endDate: scheduleTime(s.endDay, s.endDate),
      })),
    authorIds: v.authors.map((a) => a.id),
    taxonomyIds: v.taxonomy.map((t) => t.id),
    companyId: v.company?.id ?? null,
    primaryImageId: v.primaryImage?.id ?? null,
    imageIds: v.images.map((image) => image.id),
    labels: v.labels
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    ...toEditorialInput(v),
    ...typeFieldInput(type, v),
  };
}
