import { describe, expect, it } from 'vitest';
import {
  maxViewedItems,
  meterPassed,
  meterStatus,
  meterText,
  recordView,
  remainingViews,
  type Meter,
} from './meter.ts';

const day = 86_400_000;
const start = new Date(2025, 2, 1, 12).getTime();
const settings = { numberOfFreeViews: 3, meteringPeriod: 30 };
const meter = (overrides: Partial<Meter> = {}): Meter => ({
  views: 1,
  startTime: start,
  expirationTime: start + 30 * day,
  numberOfFreeViews: 3,
  meteringPeriod: 30,
  viewedItems: [10],
  ...overrides,
});

describe('recordView', () => {
  it('starts a meter at one view when a visitor without one opens an item', () => {
    expect(recordView({ meter: null, contentId: 10, now: start, settings })).toEqual(meter());
  });

  it('adds a view for each new content id and none for a repeated one', () => {
    const second = recordView({ meter: meter(), contentId: 11, now: start + day, settings });
    expect(second).toMatchObject({ views: 2, viewedItems: [10, 11], startTime: start });
    expect(recordView({ meter: second, contentId: 10, now: start + 2 * day, settings })).toBe(second);
  });

  it('starts over once the meter expires, and not a moment before', () => {
    const expiring = meter({ views: 3, viewedItems: [10, 11, 12] });
    expect(recordView({ meter: expiring, contentId: 13, now: start + 30 * day - 1, settings }).views).toBe(4);
    const fresh = recordView({ meter: expiring, contentId: 13, now: start + 30 * day, settings });
    expect(fresh).toEqual(meter({ startTime: start + 30 * day, expirationTime: start + 60 * day, viewedItems: [13] }));
  });

  it('keeps the allowance the meter started with when the settings change', () => {
    const next = recordView({
      meter: meter(),
      contentId: 11,
      now: start,
      settings: { numberOfFreeViews: 10, meteringPeriod: 5 },
    });
    expect(next).toMatchObject({ numberOfFreeViews: 3, meteringPeriod: 30 });
  });

  it('keeps counting past the allowance and remembers only the most recent ids', () => {
    let current = meter({ views: 1, viewedItems: [0] });
    for (let id = 1; id <= maxViewedItems + 5; id += 1)
      current = recordView({ meter: current, contentId: id, now: start, settings });
    expect(current.views).toBe(maxViewedItems + 6);
    expect(current.viewedItems).toHaveLength(maxViewedItems);
    expect(current.viewedItems.at(-1)).toBe(maxViewedItems + 5);
    expect(meterStatus(current)).toBe('failed-metered');
  });
});

describe('remainingViews and meterStatus', () => {
  it('has views left while remaining is above 0', () => {
    expect(remainingViews(meter({ views: 2 }))).toBe(1);
    expect(meterStatus(meter({ views: 2 }))).toBe('passed-metered-more');
  });

  it('is metered out at exactly 0 remaining, and failed at −1', () => {
    expect(meterStatus(meter({ views: 3 }))).toBe('passed-metered-out');
    expect(remainingViews(meter({ views: 4 }))).toBe(-1);
    expect(meterStatus(meter({ views: 4 }))).toBe('failed-metered');
  });

  it('clamps remaining to the allowance and to −1', () => {
    expect(remainingViews(meter({ views: 0 }))).toBe(3);
    expect(remainingViews(meter({ views: -5 }))).toBe(3);
    expect(remainingViews(meter({ views: 1000 }))).toBe(-1);
  });

  it('fails without a meter', () => {
    expect(meterStatus(null)).toBe('failed-metered');
  });

  it('counts both passed statuses as passed', () => {
    expect([
      meterPassed('passed-metered-more'),
      meterPassed('passed-metered-out'),
      meterPassed('failed-metered'),
      meterPassed(null),
    ]).toEqual([true, true, false, false]);
  });
});

describe('meterText', () => {
  it('fills every placeholder, each time it appears, with the expiry date as MM/dd/yyyy', () => {
    const text = meterText(
      '[VIEWS] of [ALLOWED_VIEWS] read, [VIEWS_REMAINING] left until [EXPIRATION_DATE]. [VIEWS]!',
      meter({ views: 2 }),
    );
    expect(text).toBe('2 of 3 read, 1 left until 03/31/2025. 2!');
  });

  it('pads the month and day of the expiry date to two digits', () => {
    expect(meterText('[EXPIRATION_DATE]', meter({ expirationTime: new Date(2026, 0, 5, 8).getTime() }))).toBe(
      '01/05/2026',
    );
  });

  it('never shows a negative number of views remaining', () => {
    expect(meterText('[VIEWS_REMAINING] left', meter({ views: 9 }))).toBe('0 left');
  });

  it('leaves unknown placeholders alone', () => {
    expect(meterText('[NAME] [views]', meter())).toBe('[NAME] [views]');
  });
});
