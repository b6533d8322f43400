import type { Knex } from 'knex';
import { tags } from '../../core/change-tags.ts';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { toJson } from '../../core/rows.ts';
import { badInput, invalidInput, parseInput, type InputProblem } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { NewsletterAdPayload, NewsletterAdSchedule } from '../../shared/newsletters/ad-schema.ts';
import { adTemplateIds, findAdRecord, findAdRecords, type NewsletterAdRecord } from '../ad-records.ts';
import { adEntity, adPermission, insertedId, newsletterAccess } from '../newsletter-access.ts';
import { adListInput, byIdInput, createAdInput, updateAdInput } from '../newsletter-input.ts';

/*
 * Newsletter ads and where they run (manage_newsletter_ads). An ad's schedules are part of its
 * input: an update that names them replaces the whole list. Each write records history and emits
 * a `newsletter_ad` change tagged with the templates it ran or runs in (their campaigns show it).
 */

/** An ad's company, when chosen from the site: a Company item of the tenant. */
async function assertCompany(db: Knex, tenantKey: string, payload: NewsletterAdPayload) {
  if (payload.companySource !== 'existing' || payload.companyId === null) return;
  const company = await db('content')
    .where({ tenant_key: tenantKey, id: payload.companyId, type: 'Company' })
    .whereNot('status', ContentStatus.DELETED)
    .first('id');
  if (!company) throw badInput('payload.companyId', `No such company of this site (${payload.companyId}).`);
}

/** Every schedule's template is the tenant's. */
async function assertScheduleTemplates(db: Knex, tenantKey: string, schedules: NewsletterAdSchedule[]) {
  const ids = [...new Set(schedules.map((s) => s.templateId))];
  const found = new Set(
    (
      (await db('newsletter_templates').where('tenant_key', tenantKey).whereIn('id', ids).select('id')) as {
        id: number | string;
      }[]
    ).map((r) => Number(r.id)),
  );
  const problems: InputProblem[] = schedules.flatMap((s, i) =>
    found.has(s.templateId)
      ? []
      : [{ path: `schedules.${i}.templateId`, message: `No such newsletter template of this site (${s.templateId}).` }],
  );
  if (problems.length) throw invalidInput(problems);
}

async function replaceSchedules(db: Knex, tenantKey: string, adId: number, schedules: NewsletterAdSchedule[]) {
  await db('newsletter_ad_schedules').where({ tenant_key: tenantKey, ad_id: adId }).delete();
  if (schedules.length)
    await db('newsletter_ad_schedules').insert(
      schedules.map((s) => ({
        tenant_key: tenantKey,
        ad_id: adId,
        template_id: s.templateId,
        start_date: s.startDate,
        end_date: s.endDate,
        position: s.position,
        order_id: s.orderId,
        line_item_id: s.lineItemId,
      })),
    );
}

const adColumns = (payload: NewsletterAdPayload, status: number) => ({
  title: payload.title,
  placement: payload.placement,
  priority: payload.priority,
  status,
  payload: toJson(payload),
});

const announce = (ctx: EngineContext, tenantKey: string, templateIds: number[]) =>
  emitChange(
    ctx,
    tenantKey,
    'newsletter_ad',
    [...new Set(templateIds)].map((id) => tags.newsletterTemplate(id)),
  );

const historyOf = (ad: { status: number; payload: NewsletterAdPayload; schedules: NewsletterAdSchedule[] }) => ({
  status: ad.status,
  ...ad.payload,
  schedules: ad.schedules,
});

export async function createNewsletterAd({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterAdRecord> {
  const { payload, status, schedules } = parseInput(createAdInput, input);
  const { tenantKey } = newsletterAccess(ctx, [adPermission]);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (trx) => {
    await assertCompany(trx, tenantKey, payload);
    await assertScheduleTemplates(trx, tenantKey, schedules);
    const [inserted] = await trx('newsletter_ads')
      .insert({ tenant_key: tenantKey, ...adColumns(payload, status), created: now, updated: now })
      .returning('id');
    const id = insertedId(inserted);
    await replaceSchedules(trx, tenantKey, id, schedules);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: adEntity,
      entityId: id,
      action: 'create',
      after: historyOf({ status, payload, schedules }),
    });
    return id;
  });
  announce(
    ctx,
    tenantKey,
    schedules.map((s) => s.templateId),
  );
  return (await findAdRecord(ctx.db, tenantKey, id))!;
}

/** Changes an ad; fields left out keep their value, `schedules` replaces the whole list. */
export async function updateNewsletterAd({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterAdRecord> {
  const { id, payload, status, schedules } = parseInput(updateAdInput, input);
  const { tenantKey } = newsletterAccess(ctx, [adPermission]);
  const now = ctx.now();
  const templates = await ctx.db.transaction(async (trx) => {
    const before = await findAdRecord(trx, tenantKey, id);
    if (!before) throw notFound(`Newsletter ad ${id}`);
    const beforeSchedules = before.schedules.map(
      ({ templateId, startDate, endDate, position, orderId, lineItemId }) => ({
        templateId,
        startDate,
        endDate,
        position,
        orderId,
        lineItemId,
      }),
    );
    const after = {
      status: status ?? before.status,
      payload: payload ?? before.payload,
      schedules: schedules ?? beforeSchedules,
    };
    if (payload) await assertCompany(trx, tenantKey, after.payload);
    if (schedules) {
      await assertScheduleTemplates(trx, tenantKey, schedules);
      await replaceSchedules(trx, tenantKey, id, schedules);
    }
    await trx('newsletter_ads')
      .where({ tenant_key: tenantKey, id })
      .update({ ...adColumns(after.payload, after.status), updated: now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: adEntity,
      entityId: id,
      action: 'update',
      before: historyOf({ status: before.status, payload: before.payload, schedules: beforeSchedules }),
      after: historyOf(after),
    });
    return [...beforeSchedules, ...after.schedules].map((s) => s.templateId);
  });
  announce(ctx, tenantKey, templates);
  return (await findAdRecord(ctx.db, tenantKey, id))!;
}

export async function deleteNewsletterAd({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(byIdInput, input);
  const { tenantKey } = newsletterAccess(ctx, [adPermission]);
  const templates = await ctx.db.transaction(async (trx) => {
    const before = await findAdRecord(trx, tenantKey, id);
    if (!before) throw notFound(`Newsletter ad ${id}`);
    const templates = await adTemplateIds(trx, tenantKey, id);
    await trx('newsletter_ad_schedules').where({ tenant_key: tenantKey, ad_id: id }).delete();
    await trx('newsletter_ads').where({ tenant_key: tenantKey, id }).delete();
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: adEntity,
      entityId: id,
      action: 'delete',
      before: { status: before.status, ...before.payload, schedules: before.schedules },
    });
    return templates;
  });
  announce(ctx, tenantKey, templates);
  return true;
}

/** The admin's ads list: by title, searched, filtered by placement, template and status (25 a page, 100 at most). */
export async function getNewsletterAdList({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ items: NewsletterAdRecord[]; totalCount: number }> {
  const { skip, limit, ...filters } = parseInput(adListInput, input);
  const { tenantKey } = newsletterAccess(ctx, [adPermission], 'Newsletter ads');
  return findAdRecords(ctx.db, tenantKey, { ...filters, skip: skip ?? 0, limit: limit ?? 25 });
}

export async function getNewsletterAd({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterAdRecord> {
  const { id } = parseInput(byIdInput, input);
  const { tenantKey } = newsletterAccess(ctx, [adPermission], `Newsletter ad ${id}`);
  const ad = await findAdRecord(ctx.db, tenantKey, id);
  if (!ad) throw notFound(`Newsletter ad ${id}`);
  return ad;
}
