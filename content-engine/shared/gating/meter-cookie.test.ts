import { describe, expect, it } from 'vitest';
import { maxViewedItems, parseMeterCookie, serializeMeterCookie } from './meter-cookie.ts';
import type { Meter } from './meter.ts';

const meter: Meter = {
  views: 2,
  startTime: 1_700_000_000_000,
  expirationTime: 1_702_592_000_000,
  numberOfFreeViews: 7,
  meteringPeriod: 30,
  viewedItems: [4, 9],
};
const withFields = (fields: Record<string, unknown>) => JSON.stringify({ ...meter, ...fields });

describe('meter cookie', () => {
  it('reads back what it writes, percent-encoded or not', () => {
    const value = serializeMeterCookie(meter);
    expect(parseMeterCookie(value)).toEqual(meter);
    expect(parseMeterCookie(encodeURIComponent(value))).toEqual(meter);
  });

  it('writes only the meter fields', () => {
    expect(Object.keys(JSON.parse(serializeMeterCookie({ ...meter, extra: 1 } as Meter)))).toEqual(Object.keys(meter));
  });

  it('reads no meter from a missing value or text that is not a JSON object', () => {
    for (const raw of [undefined, null, '', '{', 'not json', '%E0%A4%A', '[]', 'null', '42', '"meter"']) {
      expect(parseMeterCookie(raw)).toBeNull();
    }
  });

  it('reads no meter when a field is missing or of the wrong type', () => {
    expect(parseMeterCookie(JSON.stringify({ ...meter, views: undefined }))).toBeNull();
    expect(parseMeterCookie(withFields({ views: '2' }))).toBeNull();
    expect(parseMeterCookie(withFields({ startTime: '2025-01-01' }))).toBeNull();
    expect(parseMeterCookie(withFields({ viewedItems: '4,9' }))).toBeNull();
    expect(parseMeterCookie(withFields({ viewedItems: [4, '9'] }))).toBeNull();
    expect(parseMeterCookie(withFields({ viewedItems: [4, null] }))).toBeNull();
  });

  it('reads no meter with negative, fractional or non-finite numbers', () => {
    expect(parseMeterCookie(withFields({ views: -1 }))).toBeNull();
    expect(parseMeterCookie(withFields({ numberOfFreeViews: 2.5 }))).toBeNull();
    expect(parseMeterCookie(withFields({ expirationTime: -5 }))).toBeNull();
    expect(parseMeterCookie(withFields({ viewedItems: [-4] }))).toBeNull();
    expect(
      parseMeterCookie(withFields({ meteringPeriod: 0 }).replace('"meteringPeriod":0', '"meteringPeriod":1e400')),
    ).toBeNull();
  });

  it('keeps only the most recent ids of a long list and ignores an oversized cookie', () => {
    const ids = Array.from({ length: maxViewedItems + 50 }, (_, i) => i);
    expect(parseMeterCookie(withFields({ viewedItems: ids }))?.viewedItems).toEqual(ids.slice(50));
    const huge = Array.from({ length: 100_000 }, (_, i) => i);
    expect(parseMeterCookie(withFields({ viewedItems: huge }))).toBeNull();
  });
});
