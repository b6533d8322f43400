import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { chicagoTimeToEpoch } from './countdown.ts';

/** The instant the block counts down to, or null without a valid `endsAt`. */
export const countdownEnd = (settings: Record<string, unknown>): number | null => chicagoTimeToEpoch(settings.endsAt);

/**
 * countdown_timer: days, hours and minutes to a date and time on the site's Chicago clock, written
 * by the server and kept current by a tiny script; `endedText` once it has passed. Dropped without
 * a valid end.
 */
export const countdownTimerBlock = defineBlockType({
  type: 'countdown_timer',
  label: 'Countdown timer',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** `YYYY-MM-DDTHH:mm`, Chicago time (what a datetime-local field gives). */
    endsAt: z
      .string()
      .trim()
      .refine((value) => value === '' || chicagoTimeToEpoch(value) !== null, 'Use a date and time, YYYY-MM-DDTHH:mm')
      .optional(),
    /** What the countdown is to, shown above it ("Registration closes in"). */
    label: z.string().trim().max(200).optional(),
    endedText: z.string().trim().max(500).default('This countdown has ended.'),
  }),
  isEmpty: ({ block }) => countdownEnd(block.settings) === null,
});
