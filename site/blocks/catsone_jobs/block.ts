import { z } from 'zod';
import { maxAtsJobs, type AtsJob } from '../../../content-engine/core/ats-jobs.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';

/** Jobs shown when the block names no number. */
export const defaultJobs = 10;

/**
 * catsone_jobs: the tenant's open jobs from its applicant-tracking system (the engine's AtsJobs
 * port, ADR 0070: CATS One by configuration, else the jobs the tenant stored), as escaped text
 * with https apply links; dropped when there are no jobs.
 */
export const catsoneJobsBlock = defineBlockType<'catsone_jobs', AtsJob[]>({
  type: 'catsone_jobs',
  label: 'CATS One jobs',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    numberOfItems: z.number().int().min(1).max(maxAtsJobs).optional(),
    /** The apply button's label ("Apply" when empty). */
    applyLabel: z.string().trim().max(60).optional(),
  }),
  load: async ({ block }, engine) => {
    const wanted = block.settings.numberOfItems;
    const limit = typeof wanted === 'number' && wanted >= 1 && wanted <= maxAtsJobs ? Math.floor(wanted) : defaultJobs;
    return engine.openJobs({ limit });
  },
  isEmpty: ({ loaded }) => !loaded || loaded.length === 0,
});
