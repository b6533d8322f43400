import { badInput } from '../../core/validate.ts';
import type { ScheduleInput } from './content-fields.ts';
import type { ScheduleRow } from './queries.ts';

/** Schedules as stored: a missing start is the item's publish date, else now. */
export function toScheduleRows(
  schedules: readonly ScheduleInput[],
  { published, now }: { published: number | null; now: number },
): ScheduleRow[] {
  return schedules.map((s, index) => {
    const startDate = s.startDate ?? published ?? now;
    if (s.endDate != null && s.endDate <= startDate) {
      throw badInput(
        `schedules.${index}.endDate`,
        `endDate must be after the schedule's start (${new Date(startDate).toISOString()}).`,
      );
    }
    return { sectionId: s.sectionId, option: s.option, startDate, endDate: s.endDate ?? null };
  });
}
