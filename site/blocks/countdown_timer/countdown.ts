/*
 * The countdown's clock (site/blocks/countdown_timer/): editors give a date and time on the
 * site's Chicago clock (as event dates are, spec admin §9); pages and the browser count down to
 * that instant. Browser-safe: the block's script uses `remaining` too.
 */

export const countdownTimeZone = 'America/Chicago';

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: countdownTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The Chicago wall clock at an instant, read as if it were UTC (so the difference is the offset). */
function wallClockAsUtc(epochMs: number): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(epochMs).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/**
 * The instant of a Chicago wall-clock time `YYYY-MM-DDTHH:mm`, or null when it is not one. A time
 * the spring change skips is read with the offset before it; a time the autumn change repeats is
 * its first occurrence.
 */
export function chicagoTimeToEpoch(local: unknown): number | null {
  const match = typeof local === 'string' ? localPattern.exec(local.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // The offsets half a day either side; a time valid under both (the repeated hour) takes the first.
  const halfDay = 43_200_000;
  const candidates = [asUtc - halfDay, asUtc + halfDay].map((probe) => asUtc - (wallClockAsUtc(probe) - probe));
  const valid = candidates.filter((epoch) => wallClockAsUtc(epoch) === asUtc);
  return valid.length > 0 ? Math.min(...valid) : candidates[0]!;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  /** True once the end has come. */
  ended: boolean;
}

/** Whole days, hours and minutes left until `endMs` (minutes rounded up, so 0 shows only at the end). */
export function remaining(endMs: number, nowMs: number): Remaining {
  const left = Math.max(0, Math.ceil((endMs - nowMs) / 60_000));
  return {
    days: Math.floor(left / 1440),
    hours: Math.floor((left % 1440) / 60),
    minutes: left % 60,
    ended: left === 0,
  };
}

/** "3 days, 4 hours and 5 minutes": what a screen reader reads once (the display is not a live region). */
export function remainingText({ days, hours, minutes }: Remaining): string {
  const parts = [
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ]
    .filter(([n]) => n !== 0)
    .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  if (parts.length === 0) return '0 minutes';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
