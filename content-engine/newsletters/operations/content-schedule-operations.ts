import type { Knex } from 'knex';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { dbNullableNumber, dbNumber, escapeLike } from '../../core/rows.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { z } from 'zod';
import {
  contentScheduleEntity,
  contentSchedulePermissions,
  insertedId,
  newsletterAccess,
} from '../newsletter-access.ts';
import { byIdInput, contentScheduleListInput, scheduleContentInput } from '../newsletter-input.ts';
import { findTemplateFields } from '../template-records.ts';

/*
 * Content scheduled to a newsletter for a date (manage_newsletter_campaigns or manage_content):
 * what "populate from schedules" reads (populate.ts). They change no page, so they emit no
 * change event; the history records them.
 */

export interface NewsletterContentScheduleRecord {
  id: number;
  contentId: number;
  content: { id: number; name: string; type: string; status: number; published: number | null };
  templateId: number;
  template: { id: number; name: string };
  /** One of the template's content lists; '' for whichever has room. */
  blockKey: string;
  date: string;
  /** Order among the template's items of the date, lowest first. */
  sequence: number;
  created: number;
}

const row = z.object({
  id: dbNumber,
  content_id: dbNumber,
  content_name: z.string(),
  content_type: z.string(),
  content_status: dbNumber,
  content_published: dbNullableNumber,
  template_id: dbNumber,
  template_name: z.string(),
  block_key: z.string(),
  date: z.string(),
  sequence: dbNumber,
  created: dbNumber,
});

const toRecord = (found: unknown): NewsletterContentScheduleRecord => {
  const r = row.parse(found);
  return {
    id: r.id,
    contentId: r.content_id,
    content: {
      id: r.content_id,
      name: r.content_name,
      type: r.content_type,
      status: r.content_status,
      published: r.content_published,
    },
    templateId: r.template_id,
    template: { id: r.template_id, name: r.template_name },
    blockKey: r.block_key,
    date: r.date,
    sequence: r.sequence,
    created: r.created,
  };
};

const schedules = (db: Knex, tenantKey: string) =>
  db('newsletter_content_schedules as s')
    .join('content as c', (j) => j.on('c.id', 's.content_id').andOn('c.tenant_key', 's.tenant_key'))
    .join('newsletter_templates as t', (j) => j.on('t.id', 's.template_id').andOn('t.tenant_key', 's.tenant_key'))
    .where('s.tenant_key', tenantKey);

const columns = [
  's.id',
  's.content_id',
  'c.name as content_name',
  'c.type as content_type',
  'c.status as content_status',
  'c.published as content_published',
  's.template_id',
  't.name as template_name',
  's.block_key',
  's.date',
  's.sequence',
  's.created',
];

/** Schedules an item of the tenant to a template (and one of its content lists, or any) for a date, after the date's others. */
export async function scheduleNewsletterContent({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterContentScheduleRecord> {
  const fields = parseInput(scheduleContentInput, input);
  const { user, tenantKey } = newsletterAccess(ctx, contentSchedulePermissions);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (trx) => {
    const template = await findTemplateFields(trx, tenantKey, fields.templateId);
    if (!template) throw badInput('templateId', `No such newsletter template of this site (${fields.templateId}).`);
    if (fields.blockKey && !template.payload.blocks.some((b) => b.key === fields.blockKey && b.type === 'content_list'))
      throw badInput('blockKey', `The template has no content list "${fields.blockKey}".`);
    const content = await trx('content')
      .where({ tenant_key: tenantKey, id: fields.contentId })
      .whereNot('status', ContentStatus.DELETED)
      .first('id');
    if (!content) throw badInput('contentId', `No such content item of this site (${fields.contentId}).`);
    const taken = await trx('newsletter_content_schedules')
      .where({
        tenant_key: tenantKey,
        template_id: fields.templateId,
        date: fields.date,
        block_key: fields.blockKey,
        content_id: fields.contentId,
      })
      .first('id');
    if (taken)
      throw new EngineError('CONFLICT', 'The item is already scheduled to this newsletter block for that date.');
    const [{ last }] = (await trx('newsletter_content_schedules')
      .where({ tenant_key: tenantKey, template_id: fields.templateId, date: fields.date })
      .max('sequence as last')) as [{ last: number | string | null }];
    const sequence = last === null ? 0 : Number(last) + 1;
    const [inserted] = await trx('newsletter_content_schedules')
      .insert({
        tenant_key: tenantKey,
        content_id: fields.contentId,
        template_id: fields.templateId,
        block_key: fields.blockKey,
        date: fields.date,
        sequence,
        created_by: user.id > 0 ? user.id : null,
        created: now,
      })
      .returning('id');
    const id = insertedId(inserted);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: contentScheduleEntity,
      entityId: id,
      action: 'create',
      after: { ...fields, sequence },
    });
    return id;
  });
  return toRecord(await schedules(ctx.db, tenantKey).where('s.id', id).first(columns));
}

export async function unscheduleNewsletterContent({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<boolean> {
  const { id } = parseInput(byIdInput, input);
  const { tenantKey } = newsletterAccess(ctx, contentSchedulePermissions);
  await ctx.db.transaction(async (trx) => {
    const before: unknown = await schedules(trx, tenantKey).where('s.id', id).first(columns);
    if (!before) throw notFound(`Newsletter content schedule ${id}`);
    const { contentId, templateId, blockKey, date, sequence } = toRecord(before);
    await trx('newsletter_content_schedules').where({ tenant_key: tenantKey, id }).delete();
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: contentScheduleEntity,
      entityId: id,
      action: 'delete',
      before: { contentId, templateId, blockKey, date, sequence },
    });
  });
  return true;
}

/** The schedules list: by date (newest first), template and sequence; filtered by template, dates and the item's name. */
export async function getNewsletterContentScheduleList({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ items: NewsletterContentScheduleRecord[]; totalCount: number }> {
  const { templateId, dateFrom, dateTo, search, skip, limit } = parseInput(contentScheduleListInput, input);
  const { tenantKey } = newsletterAccess(ctx, contentSchedulePermissions, 'Newsletter content schedules');
  const filtered = () => {
    const query = schedules(ctx.db, tenantKey);
    if (templateId) void query.where('s.template_id', templateId);
    if (dateFrom) void query.where('s.date', '>=', dateFrom);
    if (dateTo) void query.where('s.date', '<=', dateTo);
    if (search?.trim())
      void query.whereRaw("lower(c.name) like ? escape '\\'", [`%${escapeLike(search.trim().toLowerCase())}%`]);
    return query;
  };
  const [{ n }] = (await filtered().count('* as n')) as [{ n: number | string }];
  const rows: unknown[] = await filtered()
    .orderBy('s.date', 'desc')
    .orderBy('t.name')
    .orderBy('s.sequence')
    .orderBy('s.id')
    .offset(skip ?? 0)
    .limit(limit ?? 25)
    .select(columns);
  return { items: rows.map(toRecord), totalCount: Number(n) };
}
