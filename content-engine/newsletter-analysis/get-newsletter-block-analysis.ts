import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { z } from 'zod';
import { analysedSites, type AnalysedSite } from '../core/analysed-sites.ts';
import type { EngineContext } from '../core/context.ts';
import { tenantRow } from '../core/tenant.ts';
import { parseInput } from '../core/validate.ts';
import { storedPayload } from '../newsletters/template-payload.ts';
import { newsletterBlockTypes } from '../shared/newsletters/constants.ts';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import { blockProblems, blockSummary } from './block-problems.ts';
import {
  countScheduledItems,
  findActiveContactIds,
  findAdScheduleSpans,
  findIssueSources,
  findRecentCampaignItems,
  sentEmpty,
} from './newsletter-facts.ts';

/** The days ahead the analysis judges schedules over (today and six more: one week of issues). */
export const judgedDays = 7;
/** How far back sent campaigns are counted for blocks that went out empty. */
export const recentCampaignDays = 30;

const inputSchema = z
  .object({
    blockType: z.enum(newsletterBlockTypes).nullish(),
    /** Only templates of these sites (default: every site the user may see with newsletters on). */
    sites: z.array(z.string().max(100)).max(500).nullish(),
    /** Only blocks with a problem. */
    problemsOnly: z.boolean().nullish(),
  })
  .nullish();

export interface NewsletterBlockUse {
  site: string;
  templateId: number;
  templateName: string;
  templateActive: boolean;
  /** The block's place in the template, from 1. */
  order: number;
  key: string;
  title: string;
  summary: string;
  /** content_list: campaigns of the last 30 days sent with the block empty; 0 for other types. */
  sentEmpty: number;
  problems: string[];
}

export interface NewsletterBlockTypeUsage {
  blockType: string;
  templateCount: number;
  blockCount: number;
  problemCount: number;
  blocks: NewsletterBlockUse[];
}

const chicago = 'America/Chicago';
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The analysed sites with the newsletters module on. */
async function newsletterSites(ctx: EngineContext, sites: AnalysedSite[]): Promise<AnalysedSite[]> {
  const rows: { key: string; modules: string }[] = await ctx
    .db('tenants')
    .whereIn(
      'key',
      sites.map((s) => s.key),
    )
    .select('key', 'modules');
  const on = new Set(
    rows.filter((r) => tenantRow.shape.modules.parse(r.modules).includes('newsletters')).map((r) => r.key),
  );
  return sites.filter((site) => on.has(site.key));
}

/** Every block of one site's templates, judged. */
type TypedBlockUse = NewsletterBlockUse & { type: string };

async function siteBlocks(ctx: EngineContext, site: string, days: string[], since: string): Promise<TypedBlockUse[]> {
  const rows: { id: number | string; name: string; status: number | string; payload: string }[] = await ctx
    .db('newsletter_templates')
    .where({ tenant_key: site })
    .orderBy('name')
    .select('id', 'name', 'status', 'payload');
  const templates = rows.flatMap((row) => {
    const payload = storedPayload.safeParse(row.payload);
    return payload.success
      ? [{ id: Number(row.id), name: row.name, active: Number(row.status) === 1, payload: payload.data }]
      : [];
  });
  const templateIds = templates.map((t) => t.id);
  const blocksOf = (payload: NewsletterTemplatePayload) => payload.blocks;
  const contactIds = templates.flatMap((t) =>
    blocksOf(t.payload).flatMap((b) => (b.type === 'contacts' ? b.population.contactIds : [])),
  );
  const span = { templateIds, from: days[0]!, to: days.at(-1)! };
  const [adSchedules, scheduled, activeContactIds, issues, recent] = await Promise.all([
    findAdScheduleSpans(ctx.db, site, span),
    countScheduledItems(ctx.db, site, span),
    findActiveContactIds(ctx.db, site, contactIds),
    findIssueSources(ctx.db, site),
    findRecentCampaignItems(ctx.db, site, { templateIds, since }),
  ]);
  return templates.flatMap((template) =>
    template.payload.blocks.map((block, index) => ({
      site,
      templateId: template.id,
      templateName: template.name,
      templateActive: template.active,
      order: index + 1,
      key: block.key,
      title: block.title,
      summary: blockSummary(block),
      sentEmpty: block.type === 'content_list' ? sentEmpty(recent.get(template.id) ?? [], block.key) : 0,
      problems: blockProblems(block, {
        days,
        adSchedules: adSchedules.filter((s) => s.templateId === template.id),
        scheduledByBlock: scheduled.get(template.id) ?? new Map(),
        activeContactIds,
        activePublicationIds: issues.active,
        publicationsWithIssue: issues.withIssue,
        siblings: template.payload.blocks,
      }),
      type: block.type,
    })),
  );
}

/**
 * Dev tool /admin/nl-block-analysis (manage_modules): per newsletter block type, the blocks of
 * the templates of the sites the user may see (with the newsletters module on) that use it, what
 * fills each, and what will go out wrong over the next week — an ad position nothing is scheduled
 * to, a content list nothing fills, contacts or publications gone — and how many campaigns of the
 * last 30 days went out with a content block empty. Every type is listed, used or not.
 */
export async function getNewsletterBlockAnalysis({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { blockType, sites: only, problemsOnly } = parseInput(inputSchema, input) ?? {};
  const sites = await newsletterSites(ctx, await analysedSites(ctx, only ?? []));
  const today = new TZDate(ctx.now(), chicago);
  const days = Array.from({ length: judgedDays }, (_, i) => day(addDays(today, i)));
  const since = day(addDays(today, -recentCampaignDays));
  const blocks = (await Promise.all(sites.map((site) => siteBlocks(ctx, site.key, days, since)))).flat();
  const blockTypes: NewsletterBlockTypeUsage[] = newsletterBlockTypes
    .filter((type) => !blockType || type === blockType)
    .map((type) => {
      const ofType = blocks.filter((b) => b.type === type);
      const shown = problemsOnly ? ofType.filter((b) => b.problems.length) : ofType;
      return {
        blockType: type,
        templateCount: new Set(ofType.map((b) => `${b.site}/${b.templateId}`)).size,
        blockCount: ofType.length,
        problemCount: ofType.filter((b) => b.problems.length).length,
        blocks: shown.map(({ type: _type, ...use }) => use),
      };
    });
  return { sites, days, blockTypes };
}
