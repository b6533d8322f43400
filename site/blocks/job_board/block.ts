import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { jobBoardEmbed, partsAndJobsHosts } from '../shared/parts-and-jobs-frames.ts';
import { heightSetting, httpsUrlSetting, tokenSetting } from '../shared/third-party-embeds.ts';

/**
 * job_board: a job board in a frame from the vendor's hosts, loaded only after consent (ADR 66). Dropped without a valid id or address.
 */
export const jobBoardBlock = defineBlockType({
  type: 'job_board',
  label: 'Job board',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The job board's id on YM Careers (letters, digits, _ and -). */
    boardId: tokenSetting,
    /** Or the job board's address (https on ymcareers.com or madgex.com). */
    boardUrl: httpsUrlSetting(partsAndJobsHosts.job_board),
    height: heightSetting(900),
    /** The frame's accessible name. */
    frameTitle: z.string().trim().max(200).optional(),
  }),
  isEmpty: ({ block }) => jobBoardEmbed(block.settings) === null,
});
