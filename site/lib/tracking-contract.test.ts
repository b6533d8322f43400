import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackingEventTypes } from '../../content-engine/shared/tracking-events.ts';

const root = join(import.meta.dirname, '..', '..');

/** The site's and the islands' source (tests left out): where events are sent from. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(astro|ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

describe('the data-track contract (ADR 68)', () => {
  it('has every event type of spec public §7 sent somewhere: markup, a social list or an island', () => {
    const code = [...sources('site'), ...sources('islands')].join('\n');
    const unsent = trackingEventTypes.filter(
      (type) =>
        !new RegExp(`(data-track(-links)?=|trackAs=|\\btrack\\(|sendTrackingEvent\\()\\s*["'\`]${type}["'\`]`).test(
          code,
        ),
    );
    expect(unsent).toEqual([]);
  });
});
