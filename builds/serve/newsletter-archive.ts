import type { Knex } from 'knex';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { archiveViewScriptSource } from './newsletter-archive-view.ts';

/*
 * The newsletter web archive's reads (spec public §2 /newsletter/:campaignId,
 * /latest-newsletter/:templateId; §9 the newsletter_campaigns block; ADR 0075): the campaigns a
 * tenant shows on its site are its own, Sent or Sending, and not hidden on web, and only while
 * the tenant has the newsletters module.
 */

/** The statuses of a campaign the site shows. */
export const archivedStatuses = ['Sent', 'Sending'] as const;

/** The newsletter_campaigns block's limit when it names none, and its most (spec public §9; the engine's getNewsletterCampaignStream). */
export const defaultCampaignStreamLimit = 20;
export const maxCampaignStreamLimit = 20;

/** A campaign as the newsletter_campaigns block lists it (from the engine's getNewsletterCampaignStream). */
export interface ListedCampaign {
  id: number;
  templateId: number;
  date: string;
  subject: string;
  sentAt: number | null;
}

/** A campaign as the archive and the block show it. */
export interface ArchivedCampaign {
  id: number;
  templateId: number;
  /** The calendar day, YYYY-MM-DD (America/Chicago). */
  date: string;
  subject: string;
  /** When it was sent (epoch ms), or null while Sending without a time yet. */
  sentAt: number | null;
  /** The content ids its blocks show (block_items), for the page's dependency tags. */
  contentIds: number[];
}

interface CampaignRow {
  id: number;
  template_id: number;
  date: string;
  subject: string;
  sent_at: number | string | null;
  block_items: string | null;
}

const columns = ['id', 'template_id', 'date', 'subject', 'sent_at', 'block_items'];

/** A path segment that is a campaign or template id: digits only, no leading zero, within an int. */
export function archiveId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

export const hasNewsletters = (tenant: Pick<Tenant, 'modules'>) => tenant.modules.includes('newsletters');

function contentIdsOf(blockItems: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(blockItems ?? '{}');
    if (!parsed || typeof parsed !== 'object') return [];
    const ids = Object.values(parsed as Record<string, unknown>).flatMap((list) =>
      Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id) && id > 0) : [],
    );
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

const toCampaign = (row: CampaignRow): ArchivedCampaign => ({
  id: Number(row.id),
  templateId: Number(row.template_id),
  date: row.date,
  subject: row.subject,
  sentAt: row.sent_at === null ? null : Number(row.sent_at),
  contentIds: contentIdsOf(row.block_items),
});

const shown = (db: Knex, tenantKey: string) =>
  db('newsletter_campaigns')
    .where({ tenant_key: tenantKey, hide_on_web: false })
    .whereIn('status', [...archivedStatuses]);

/** Newest first: by date, then by when it was sent, then by id. */
const newestFirst = <Q extends Knex.QueryBuilder>(query: Q): Q =>
  query.orderBy([
    { column: 'date', order: 'desc' },
    { column: 'sent_at', order: 'desc', nulls: 'first' },
    { column: 'id', order: 'desc' },
  ]) as Q;

/** The tenant's campaign `id` when the site shows it; null otherwise (another tenant's, a Draft, hidden). */
export async function archivedCampaign(db: Knex, tenant: Tenant, id: number): Promise<ArchivedCampaign | null> {
  if (!hasNewsletters(tenant)) return null;
  const row = await shown(db, tenant.key).where({ id }).first(columns);
  return row ? toCampaign(row as unknown as CampaignRow) : null;
}

/** The newest campaign of the tenant's template `templateId` the site shows, or null. */
export async function latestArchivedCampaign(
  db: Knex,
  tenant: Tenant,
  templateId: number,
): Promise<ArchivedCampaign | null> {
  if (!hasNewsletters(tenant)) return null;
  const row = await newestFirst(shown(db, tenant.key).where({ template_id: templateId })).first(columns);
  return row ? toCampaign(row as unknown as CampaignRow) : null;
}

/**
 * The archive's paths of a tenant (a full build stores them): every campaign the site shows and
 * the latest page of every template that has one.
 */
export async function archivePaths(db: Knex, tenant: Tenant): Promise<string[]> {
  if (!hasNewsletters(tenant)) return [];
  const rows = (await newestFirst(shown(db, tenant.key)).select('id', 'template_id')) as unknown as CampaignRow[];
  const templates = [...new Set(rows.map((row) => Number(row.template_id)))];
  return [...templates.map((id) => latestNewsletterPath(id)), ...rows.map((row) => newsletterPath(Number(row.id)))];
}

/**
 * The archive pages a campaign change names (the regeneration plan's own pages): the campaigns'
 * pages and the latest page of their templates, whatever their status now (a page that stopped
 * showing renders 404 and is removed).
 */
export async function archivePathsOfChange(
  db: Knex,
  tenantKey: string,
  { campaignIds, templateIds }: { campaignIds: number[]; templateIds: number[] },
): Promise<string[]> {
  if (campaignIds.length === 0 && templateIds.length === 0) return [];
  const ofCampaigns = campaignIds.length
    ? ((await db('newsletter_campaigns')
        .where({ tenant_key: tenantKey })
        .whereIn('id', campaignIds)
        .select('template_id')) as { template_id: number }[])
    : [];
  const templates = new Set([...templateIds, ...ofCampaigns.map((row) => Number(row.template_id))]);
  return [...campaignIds.map(newsletterPath), ...[...templates].map(latestNewsletterPath)];
}

export const newsletterPath = (campaignId: number) => `/newsletter/${campaignId}`;
export const latestNewsletterPath = (templateId: number) => `/latest-newsletter/${templateId}`;

/**
 * Whether a path is one of the archive's pages (they get their own Content-Security-Policy): an
 * id, never `/newsletter/unsubscribe`, whose form must post.
 */
export const isNewsletterArchivePath = (pathname: string) =>
  /^\/(newsletter|latest-newsletter)\/\d+\/?$/.test(pathname);

/**
 * The archive pages' policy: the e-mail's HTML shows (its inline styles and <style>, its images
 * from any host, fonts) and nothing of it runs — one constant script only, the page view's,
 * allowed by its hash and able to post to the site itself; no plugin, no form, no frame of it
 * elsewhere. Stricter than the site's policy, which must allow the site's and the tenant's scripts.
 */
export const newsletterArchivePolicy = [
  "default-src 'none'",
  `script-src ${archiveViewScriptSource}`,
  "connect-src 'self'",
  "style-src 'unsafe-inline'",
  'img-src * data:',
  'font-src * data:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
