import { EngineError } from '../../../content-engine/core/errors.ts';
import { jobPriority } from '../../../content-engine/core/build-jobs.ts';

/*
 * How build_jobs rows map onto BullMQ (ADR 0088): two BullMQ queues, `publish` (priority ≥
 * jobPriority.publish) and `general`, so the publish lane never takes a whole-site build; one
 * BullMQ job per queued row, named `build-<row id>` (BullMQ refuses integer custom ids).
 */

export const lanes = ['publish', 'general'] as const;
export type Lane = (typeof lanes)[number];

export const laneOf = (priority: number): Lane => (priority >= jobPriority.publish ? 'publish' : 'general');
export const otherLane = (lane: Lane): Lane => (lane === 'publish' ? 'general' : 'publish');

/**
 * The lanes a claimer takes from, best first: a publish-only claimer (minPriority publish) takes
 * from `publish`; any other from `publish`, then `general`, as the embedded claim takes the highest
 * priority first.
 */
export function lanesFor(minPriority: number | undefined): readonly Lane[] {
  if (minPriority === undefined || minPriority <= 0) return lanes;
  if (minPriority === jobPriority.publish) return ['publish'];
  throw new EngineError(
    'BAD_USER_INPUT',
    `The BullMQ build queue claims by lane: minPriority is none or ${jobPriority.publish}, not ${minPriority}.`,
  );
}

/** Our priorities (0…1,000,000, higher first) as BullMQ's (1…2²¹, lower first). */
export const bullPriority = (priority: number) => 1_000_001 - priority;

export const bullJobId = (rowId: number) => `build-${rowId}`;

export function rowIdOf(bullJobId: string | undefined): number {
  const id = Number(/^build-(\d+)$/.exec(bullJobId ?? '')?.[1]);
  if (!Number.isSafeInteger(id)) throw new Error(`Not a build job of ours: BullMQ job "${bullJobId}"`);
  return id;
}
