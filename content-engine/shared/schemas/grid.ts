import { z } from 'zod';
import { contentTypes } from '../content-types.ts';
import { rowDisplayConditions, rowLayouts, scheduleOptions } from '../../shared/enums.ts';

/*
 * A layout's grids as stored (spec admin §3 "Grid settings", public §3 "Block"). Shared by the
 * engine, the site and the admin. Block settings keep unknown keys: each block type adds its own.
 */

const padding = z.enum(['default', 'none', 'small', 'medium', 'large']);

export const rowSettingsSchema = z.object({
  layout: z.enum(rowLayouts).default('1'),
  verticalPadding: padding.default('default'),
  horizontalPadding: padding.default('default'),
  columnPriority: z.enum(['largest_first', 'left_to_right']).default('largest_first'),
  equalizeBlocks: z.boolean().default(false),
  groupBlocks: z.boolean().default(false),
  displayCondition: z.enum(rowDisplayConditions).default('always'),
  backgroundColor: z.string().max(50).optional(),
  textColor: z.string().max(50).optional(),
  width: z.enum(['site-width', 'restricted']).default('site-width'),
  title: z.string().max(500).optional(),
  link: z.string().max(2000).optional(),
});

export const columnSettingsSchema = z.object({
  blockAlignment: z.enum(['top', 'center']).default('top'),
});

/** Where a list block draws its content from; read by the engine's block population. */
export const populationSchema = z.object({
  /** A section id, or 'current' for the page's own section (its primary section on content pages). */
  section: z.union([z.number().int().positive(), z.literal('current')]).optional(),
  /** Include content scheduled to descendant sections too. */
  bubble: z.boolean().default(true),
  contentTypes: z.array(z.enum(contentTypes)).default([]),
  scheduleOption: z.enum(scheduleOptions).optional(),
  numberOfItems: z.number().int().min(1).max(100).default(1),
  skip: z.number().int().min(0).max(1000).default(0),
  sortField: z.enum(['published', 'name', 'startDate', 'updated']).default('published'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** Content ids chosen by hand, shown in this order before any query results. */
  contentIds: z.array(z.number().int()).max(100).default([]),
  /** Leave out content other blocks of the page already showed. */
  excludeUsed: z.boolean().default(true),
  /** Only items whose company is the page's item: a company page's products and its content (ADR 0062). */
  pageCompany: z.boolean().optional(),
});

export const blockSettingsSchema = z.looseObject({
  title: z.string().max(500).optional(),
  link: z.string().max(2000).optional(),
  backgroundColor: z.string().max(50).optional(),
  contentPadding: z.boolean().optional(),
  keepInView: z.boolean().optional(),
  trackingId: z.string().max(200).optional(),
  colorScheme: z.string().max(50).optional(),
  ctaText: z.string().max(2000).optional(),
  buttonLabel: z.string().max(200).optional(),
  buttonLink: z.string().max(2000).optional(),
  titleIcon: z.string().max(200).optional(),
  population: populationSchema.optional(),
});

/**
 * A list block's settings: the shared ones plus its population, completed with the block type's
 * defaults (each block type's `settings` in site/blocks/<type>/block.ts).
 */
export const listBlockSettingsSchema = (defaults: Partial<Population> = {}) =>
  blockSettingsSchema.extend({
    population: z.preprocess(
      (population) => ({ ...defaults, ...(typeof population === 'object' ? population : {}) }),
      populationSchema,
    ),
  });

export const blockSchema = z.object({
  id: z.string().min(1).max(100),
  type: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .max(60),
  settings: blockSettingsSchema.default({}),
});

export const columnSchema = z.object({
  id: z.string().min(1).max(100),
  settings: columnSettingsSchema.default({ blockAlignment: 'top' }),
  blocks: z.array(blockSchema).max(50).default([]),
});

export const rowSchema = z.object({
  id: z.string().min(1).max(100),
  settings: rowSettingsSchema.default(rowSettingsSchema.parse({})),
  columns: z.array(columnSchema).min(1).max(3),
});

export const gridSchema = z.object({ rows: z.array(rowSchema).max(100).default([]) });

export type RowSettings = z.infer<typeof rowSettingsSchema>;
export type BlockSettings = z.infer<typeof blockSettingsSchema>;
export type Population = z.infer<typeof populationSchema>;
export type Block = z.infer<typeof blockSchema>;
export type Column = z.infer<typeof columnSchema>;
export type Row = z.infer<typeof rowSchema>;
export type Grid = z.infer<typeof gridSchema>;

/** How many columns each row layout has. */
export const columnsPerLayout: Record<(typeof rowLayouts)[number], number> = {
  '1': 1,
  '1_2': 2,
  '2_1': 2,
  '1_3': 2,
  '3_1': 2,
  '1_1_1': 3,
  '1_2_1': 3,
};
