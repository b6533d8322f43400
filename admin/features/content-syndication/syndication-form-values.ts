import type { ScheduleOption } from '../../../content-engine/shared/enums.ts';

/** The "Syndicate an item" form as typed: dates as the datetime-local inputs give them ('' for none). */
export interface SyndicateFormValues {
  contentId: number | null;
  siteKey: string;
  sections: { sectionId: number; option: ScheduleOption }[];
  startDate: string;
  endDate: string;
}

export const emptySyndicateForm = (): SyndicateFormValues => ({
  contentId: null,
  siteKey: '',
  sections: [],
  startDate: '',
  endDate: '',
});

const time = (local: string) => (local ? new Date(local).getTime() : null);

/** The syndicateContent input of the form: every section with the form's dates. */
export function syndicateInput(values: SyndicateFormValues) {
  const startDate = time(values.startDate);
  const endDate = time(values.endDate);
  return {
    contentId: values.contentId ?? 0,
    siteKey: values.siteKey,
    schedules: values.sections.map(({ sectionId, option }) => ({ sectionId, option, startDate, endDate })),
  };
}

/** Where an engine problem of the syndicateContent input shows in the form. */
export const fieldOfProblem = (path: string): keyof SyndicateFormValues | null => {
  if (path === 'contentId' || path === 'siteKey') return path;
  if (path.endsWith('.startDate')) return 'startDate';
  if (path.endsWith('.endDate')) return 'endDate';
  if (path.startsWith('schedules')) return 'sections';
  return null;
};
