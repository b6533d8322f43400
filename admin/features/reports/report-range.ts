import { addDays, chicagoDay } from '../../../content-engine/shared/chicago-day.ts';

/** The date ranges offered above every report, ending today or at the end of the last whole period. */
export const rangePresets = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'last-90-days', label: 'Last 90 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'year-to-date', label: 'Year to date' },
  { value: 'last-12-months', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom range' },
] as const;

export type RangePreset = (typeof rangePresets)[number]['value'];

export const defaultRange: RangePreset = 'last-30-days';

export const isRangePreset = (value: string | null): value is RangePreset =>
  rangePresets.some((preset) => preset.value === value);

/** The Chicago days (both inclusive) a preset covers, counted from `today` (a Chicago day). */
export function presetDays(preset: Exclude<RangePreset, 'custom'>, today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'last-90-days':
      return { from: addDays(today, -89), to: today };
    case 'this-month':
      return { from: `${month}-01`, to: today };
    case 'last-month': {
      const lastDay = addDays(`${month}-01`, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'year-to-date':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last-12-months':
      return { from: addDays(today, -364), to: today };
  }
}

/** Today's Chicago day: reports count by the publisher's calendar. */
export const chicagoToday = (now = Date.now()) => chicagoDay(now);

/** Every day from `from` to `to` inclusive, for a chart that shows days without any as zero. */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}
