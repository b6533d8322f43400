import { tags, type ChangeTag } from '../core/change-tags.ts';
import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { mailDateDay } from '../magazines/magazine-fields.ts';
import { findTemplateFields } from '../newsletters/template-records.ts';
import type {
  NewsletterContact,
  NewsletterIssue,
  NewsletterRenderInput,
  ResolvedNewsletterBlock,
} from '../shared/newsletters/render-input.ts';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import { siteOrigin } from '../tenants/site-origin.ts';
import { adCreative, chooseAd } from './ad-choice.ts';
import { loadNewsletterItems } from './items.ts';
import { absoluteUrl } from './links.ts';
import { previewBlockItems } from './preview-items.ts';
import { findContactsByIds, findItemNames, findLatestIssue, findScheduledAds } from './queries.ts';

/*
 * A template (saved, or the payload being edited) and a date, filled: the items each content list
 * shows, the ad that wins each ad block's position, the contacts, the latest issue. No access
 * check here: the operations and the deployment worker that call it decide who may.
 */

export interface ResolveNewsletterOptions {
  ctx: EngineContext;
  templateId: number;
  /** An unsaved payload (the editor's preview); the saved template's otherwise. */
  payload?: NewsletterTemplatePayload;
  /** YYYY-MM-DD (America/Chicago). */
  date: string;
  /** The campaign's items by block key; absent: what a preview shows (preview-items.ts). */
  blockItems?: Record<string, number[]>;
  subject?: string;
  preheader?: string;
  campaignId?: number | null;
  webVersionUrl?: string | null;
  recipient?: NewsletterRenderInput['recipient'];
}

const adBlockTypes = new Set(['fixed_ad', 'native_ad']);

export async function resolveNewsletter(options: ResolveNewsletterOptions): Promise<NewsletterRenderInput> {
  return (await resolveNewsletterWithDependencies(options)).input;
}

/**
 * The filled template and the change tags of what it shows besides the template and campaign
 * (ADR 0075): its items and the ads' companies (`content:ID`); an issue block's publication
 * (`publication:ID`: every change of one of its issues carries it) or, for the latest issue of any
 * publication, `issue:*`. Contacts carry none: nothing in the engine writes them.
 */
export async function resolveNewsletterWithDependencies(
  options: ResolveNewsletterOptions,
): Promise<{ input: NewsletterRenderInput; dependsOn: ChangeTag[] }> {
  const { ctx, templateId, date } = options;
  const tenantKey = tenantKeyOf(ctx);
  const tenant = ctx.tenant!;
  const origin = siteOrigin(tenant);
  let payload = options.payload;
  if (!payload) {
    const stored = await findTemplateFields(ctx.db, tenantKey, templateId);
    if (!stored) throw notFound('Newsletter template');
    payload = stored.payload;
  }
  const blocks = payload.blocks;
  const blockItems = options.blockItems ?? (await previewBlockItems(ctx, tenantKey, { templateId, payload, date }));
  const contentBlocks = blocks.filter((b) => b.type === 'content_list');
  const adBlocks = blocks.filter((b) => adBlockTypes.has(b.type));
  const contactIds = blocks.filter((b) => b.type === 'contacts').flatMap((b) => b.population.contactIds);

  const [items, ads, contacts] = await Promise.all([
    loadNewsletterItems(
      ctx,
      tenantKey,
      origin,
      contentBlocks.flatMap((b) => blockItems[b.key] ?? []),
    ),
    findScheduledAds(ctx.db, tenantKey, { templateId, date, positions: adBlocks.map((b) => b.population.position) }),
    findContactsByIds(ctx.db, tenantKey, contactIds),
  ]);
  const winners = new Map(adBlocks.map((b) => [b.key, chooseAd(ads, b.population.position, date)]));
  const companyIds = [...winners.values()].flatMap((ad) =>
    ad && ad.payload.companySource === 'existing' && ad.payload.companyId ? [ad.payload.companyId] : [],
  );
  const companies = await findItemNames(ctx.db, tenantKey, companyIds, ctx.now());
  const contactById = new Map(
    contacts.map((c): [number, NewsletterContact] => [
      c.id,
      {
        id: c.id,
        name: c.fullName || `${c.firstName} ${c.lastName}`.trim(),
        title: c.title,
        email: c.email,
        phone: c.phone,
        imageSrc: c.image ? absoluteUrl(c.image.src, origin) || null : null,
        url: null,
      },
    ]),
  );

  const resolved: ResolvedNewsletterBlock[] = [];
  for (const block of blocks) {
    const entry: ResolvedNewsletterBlock = { block, items: [], ad: null, contacts: [], issue: null };
    if (block.type === 'content_list') entry.items = (blockItems[block.key] ?? []).flatMap((id) => items.get(id) ?? []);
    if (block.type === 'contacts')
      entry.contacts = block.population.contactIds.flatMap((id) => contactById.get(id) ?? []);
    if (adBlockTypes.has(block.type)) {
      const winner = winners.get(block.key);
      if (winner) {
        const { companySource, companyId, companyName } = winner.payload;
        const name = companySource === 'existing' ? (companyId && companies.get(companyId)) || '' : companyName;
        entry.ad = adCreative(winner, { origin, companyName: name });
      }
    }
    if (block.type === 'issue')
      entry.issue = await resolveIssue(ctx, tenantKey, origin, block.population.publicationId, date);
    resolved.push(entry);
  }

  const dependsOn = new Set<ChangeTag>([
    ...contentBlocks.flatMap((b) => blockItems[b.key] ?? []).map(tags.content),
    ...companyIds.map(tags.content),
  ]);
  for (const block of blocks)
    if (block.type === 'issue')
      dependsOn.add(
        block.population.publicationId === null ? tags.anyIssue : tags.publication(block.population.publicationId),
      );
  for (const entry of resolved) if (entry.issue) dependsOn.add(tags.issue(entry.issue.id));

  const input: NewsletterRenderInput = {
    site: { tenantKey, name: tenant.name, origin },
    template: { id: templateId, payload },
    campaign: {
      id: options.campaignId ?? null,
      date,
      subject: options.subject ?? '',
      preheader: options.preheader ?? '',
    },
    blocks: resolved,
    ...(options.recipient ? { recipient: options.recipient } : {}),
    webVersionUrl: options.webVersionUrl ?? null,
  };
  return { input, dependsOn: [...dependsOn] };
}

async function resolveIssue(
  ctx: EngineContext,
  tenantKey: string,
  origin: string,
  publicationId: number | null,
  date: string,
): Promise<NewsletterIssue | null> {
  const issue = await findLatestIssue(ctx.db, tenantKey, { publicationId, date });
  if (!issue) return null;
  return {
    id: issue.id,
    name: issue.name,
    publicationName: issue.publication.name,
    coverSrc: issue.coverImage ? absoluteUrl(issue.coverImage.src, origin) || null : null,
    url: `${origin}${issue.canonicalPath}`,
    digitalEditionUrl: issue.digitalEditionUrl || null,
    mailDate: mailDateDay(issue.mailDate),
  };
}
