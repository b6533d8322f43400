import type { Meter } from './meter.ts';

/** Name of the cookie holding the serialized meter. */
export const meterCookieName = 'contentMeter';

/**
 * Most content ids a meter remembers; older ones are dropped so the cookie stays far below the
 * browsers' 4 KB limit (a cookie over it is discarded, which would reset the meter).
 */
export const maxViewedItems = 200;

// Longer than any meter we write: not worth parsing.
const maxCookieLength = 16_384;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The meter in a `contentMeter` cookie value (JSON, percent-encoded or not), or null when it is
 * missing or malformed: not JSON, a field missing or of the wrong type, a negative or non-finite
 * number, a non-integer count or id. Never throws. Only the last {@link maxViewedItems} ids are kept.
 */
export function parseMeterCookie(raw: string | undefined | null): Meter | null {
  if (!raw || raw.length > maxCookieLength) return null;
  const data = parseJson(raw.trimStart().startsWith('%') ? decode(raw) : raw);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { views, startTime, expirationTime, numberOfFreeViews, meteringPeriod, viewedItems } = data as Record<
    string,
    unknown
  >;
  if (!isCount(views) || !isCount(numberOfFreeViews) || !isCount(meteringPeriod)) return null;
  if (!isTime(startTime) || !isTime(expirationTime)) return null;
  if (!Array.isArray(viewedItems) || !viewedItems.every(isCount)) return null;
  return {
    views,
    startTime,
    expirationTime,
    numberOfFreeViews,
    meteringPeriod,
    viewedItems: viewedItems.slice(-maxViewedItems),
  };
}

/** The cookie value for a meter: JSON, to be percent-encoded by whatever writes the cookie. */
export function serializeMeterCookie(meter: Meter): string {
  const { views, startTime, expirationTime, numberOfFreeViews, meteringPeriod, viewedItems } = meter;
  return JSON.stringify({
    views,
    startTime,
    expirationTime,
    numberOfFreeViews,
    meteringPeriod,
    viewedItems: viewedItems.slice(-maxViewedItems),
  });
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
