import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { contentTypes } from '../../shared/content-types.ts';
import { ContentStatus, contentStatusNames, scheduleOptions } from '../../shared/enums.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import { canSeeUnpublished } from '../access.ts';
import type { ContentNode } from '../content-node.ts';
import { hydrateContent } from '../hydrate.ts';
import { countContent, sortColumns, streamContent, type StreamFilter } from '../queries.ts';

const ids = z.array(z.number().int().positive()).max(1000);
const time = z.number().int();

export const contentStreamInput = z.object({
  includeContentTypes: z.array(z.enum(contentTypes)).max(contentTypes.length).nullish(),
  excludeContentTypes: z.array(z.enum(contentTypes)).max(contentTypes.length).nullish(),
  sectionId: z.number().int().positive().nullish(),
  sectionAlias: z.string().max(500).nullish(),
  /** Include content scheduled to the section's descendants (default true). */
  sectionBubbling: z.boolean().nullish(),
  optionNames: z.array(z.enum(scheduleOptions)).max(5).nullish(),
  /** Restrict the stream to these ids. */
  includeContentIds: ids.nullish(),
  excludeContentIds: ids.nullish(),
  publishedAfter: time.nullish(),
  publishedBefore: time.nullish(),
  startDateAfter: time.nullish(),
  startDateBefore: time.nullish(),
  requiresImage: z.boolean().nullish(),
  /** Editors' list: name contains the text, or the id is the number. */
  search: z.string().trim().max(200).nullish(),
  /** Editors only: statuses other than public content. */
  status: z.array(z.enum(contentStatusNames)).max(3).nullish(),
  pagination: z
    .object({
      limit: z.number().int().min(1).max(1000).nullish(),
      skip: z.number().int().min(0).max(100_000).nullish(),
    })
    .nullish(),
  sort: z
    .object({
      field: z.enum(Object.keys(sortColumns) as [keyof typeof sortColumns]).nullish(),
      order: z.enum(['asc', 'desc']).nullish(),
    })
    .nullish(),
});

export interface ContentStream {
  edges: { node: ContentNode }[];
  pageInfo: { hasNextPage: boolean };
  /** Counted only when asked for (an extra query). */
  totalCount: () => Promise<number>;
}

/** Lists content by type, section (with bubbling to descendants), schedule option, ids and dates. */
export async function getContentStream({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentStream> {
  const i = parseInput(contentStreamInput, input);
  const tenantKey = tenantKeyOf(ctx);
  if (i.status && !canSeeUnpublished(ctx)) throw forbidden('Only editors may list unpublished content.');
  const sections = await tenantData(ctx).sections(tenantKey);
  let sectionIds: number[] | undefined;
  if (i.sectionId || i.sectionAlias) {
    const section = i.sectionId ? sections.byId(i.sectionId) : sections.byAlias(i.sectionAlias!);
    if (!section) throw notFound(`Website section ${i.sectionId ?? i.sectionAlias}`);
    sectionIds = i.sectionBubbling === false ? [section.id] : sections.descendantIds(section.id);
  }
  const now = ctx.now();
  const filter: StreamFilter = {
    now,
    statuses: i.status?.map((name) => ContentStatus[name]),
    includeTypes: i.includeContentTypes ?? undefined,
    excludeTypes: i.excludeContentTypes ?? undefined,
    sectionIds,
    scheduleOptions: i.optionNames ?? undefined,
    includeIds: i.includeContentIds ?? undefined,
    excludeIds: i.excludeContentIds ?? undefined,
    publishedAfter: i.publishedAfter ?? undefined,
    publishedBefore: i.publishedBefore ?? undefined,
    startDateAfter: i.startDateAfter ?? undefined,
    startDateBefore: i.startDateBefore ?? undefined,
    requiresImage: i.requiresImage ?? undefined,
    search: i.search || undefined,
    sortField: i.sort?.field ?? 'published',
    sortOrder: i.sort?.order ?? 'desc',
    limit: i.pagination?.limit ?? 10,
    skip: i.pagination?.skip ?? 0,
  };
  const { items, hasNextPage } = await streamContent(ctx.db, tenantKey, filter);
  const nodes = await hydrateContent(items, {
    db: ctx.db,
    memos: ctx.memos,
    tenantKey,
    sections,
    now,
    origin: siteOrigin(ctx.tenant!),
    full: false,
  });
  return {
    edges: nodes.map((node) => ({ node })),
    pageInfo: { hasNextPage },
    totalCount: () => countContent(ctx.db, tenantKey, filter),
  };
}
