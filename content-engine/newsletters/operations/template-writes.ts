import type { EngineContext } from '../../core/context.ts';
import { EngineError, forbidden, notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { toJson } from '../../core/rows.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { hasAnyPermission } from '../../shared/permissions.ts';
import type { NewsletterTemplatePayload } from '../../shared/newsletters/template-schema.ts';
import {
  insertedId,
  newsletterAccess,
  templateBasicPermission,
  templateEntity,
  templatePermission,
} from '../newsletter-access.ts';
import { byIdInput, createTemplateInput, duplicateTemplateInput, updateTemplateInput } from '../newsletter-input.ts';
import { authorId, changeRecorded, updateWithRevision } from '../newsletter-revision.ts';
import { basicEditProblems, sanitisedPayload } from '../template-payload.ts';
import { findTemplateFields, findTemplateRecord, type NewsletterTemplateRecord } from '../template-records.ts';

/*
 * Template writes. Each records its history entry in the write's transaction and, once committed,
 * emits a `newsletter_template` change tagged `newsletter-template:ID` (the site's archive page of
 * the template and the campaigns rendered with it regenerate).
 */

async function insertTemplate(
  ctx: EngineContext,
  tenantKey: string,
  payload: NewsletterTemplatePayload,
  status: number,
): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (trx) => {
    const [inserted] = await trx('newsletter_templates')
      .insert({
        tenant_key: tenantKey,
        status,
        name: payload.name,
        payload: toJson(payload),
        revision: 1,
        updated_by: authorId(ctx),
        created: now,
        updated: now,
      })
      .returning('id');
    const id = insertedId(inserted);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: templateEntity,
      entityId: id,
      action: 'create',
      after: { status, ...payload },
    });
    return id;
  });
}

const templateRow = (tenantKey: string, id: number) =>
  ({ tenantKey, id, entityType: templateEntity, label: 'Newsletter template', find: findTemplateFields }) as const;
const announce = (ctx: EngineContext, tenantKey: string, id: number) =>
  emitChange(ctx, tenantKey, 'newsletter_template', [tags.newsletterTemplate(id)]);

/** Adds a template (active unless told); its HTML blocks are sanitised. Needs manage_newsletter_templates. */
export async function createNewsletterTemplate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterTemplateRecord> {
  const { payload, status } = parseInput(createTemplateInput, input);
  const { tenantKey } = newsletterAccess(ctx, [templatePermission]);
  const id = await insertTemplate(ctx, tenantKey, sanitisedPayload(payload), status);
  announce(ctx, tenantKey, id);
  return (await findTemplateRecord(ctx.db, tenantKey, id))!;
}

/**
 * Changes a template's payload and/or status, from the revision its editor loaded (a stale one is
 * refused: CONFLICT naming who changed it and when). A basic template editor may change only the
 * blocks' titles, HTML, call to action and population and the preheader blurb (FORBIDDEN else).
 */
export async function updateNewsletterTemplate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterTemplateRecord> {
  const { id, revision, payload, status } = parseInput(updateTemplateInput, input);
  const { user, tenantKey } = newsletterAccess(ctx, [templatePermission, templateBasicPermission]);
  const full = ctx.system || hasAnyPermission(user, [templatePermission]);

  await changeRecorded(ctx, {
    ...templateRow(tenantKey, id),
    change: async (trx, before) => {
      const after = {
        status: status ?? before.status,
        payload: payload ? sanitisedPayload(payload) : before.payload,
      };
      if (!full) {
        const problems = basicEditProblems(before.payload, after.payload);
        if (after.status !== before.status) problems.unshift('status');
        if (problems.length)
          throw forbidden(
            `With manage_newsletter_templates_basic only the blocks' titles, HTML, call to action and population and the preheader blurb may change, not: ${problems.join(', ')}.`,
          );
      }
      await updateWithRevision(trx, {
        table: 'newsletter_templates',
        tenantKey,
        id,
        expected: revision,
        userId: authorId(ctx),
        now: ctx.now(),
        values: { status: after.status, name: after.payload.name, payload: toJson(after.payload) },
      });
      return {
        action: 'update',
        before: { status: before.status, ...before.payload },
        after: { status: after.status, ...after.payload },
      };
    },
  });

  announce(ctx, tenantKey, id);
  return (await findTemplateRecord(ctx.db, tenantKey, id))!;
}

/** Copies a template (its payload, status and name "Copy of …" unless named). Needs manage_newsletter_templates. */
export async function duplicateNewsletterTemplate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterTemplateRecord> {
  const { id, name } = parseInput(duplicateTemplateInput, input);
  const { tenantKey } = newsletterAccess(ctx, [templatePermission]);
  const original = await findTemplateFields(ctx.db, tenantKey, id);
  if (!original) throw notFound(`Newsletter template ${id}`);
  const payload = { ...original.payload, name: name ?? `Copy of ${original.payload.name}`.slice(0, 200) };
  const copy = await insertTemplate(ctx, tenantKey, payload, original.status);
  announce(ctx, tenantKey, copy);
  return (await findTemplateRecord(ctx.db, tenantKey, copy))!;
}

/**
 * Deletes a template with its ad and content schedules. One that campaigns use is refused
 * (CONFLICT): the campaigns are the web archive and render with it. Needs manage_newsletter_templates.
 */
export async function deleteNewsletterTemplate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<boolean> {
  const { id } = parseInput(byIdInput, input);
  const { tenantKey } = newsletterAccess(ctx, [templatePermission]);
  await changeRecorded(ctx, {
    ...templateRow(tenantKey, id),
    change: async (trx, before) => {
      const [{ n }] = (await trx('newsletter_campaigns')
        .where({ tenant_key: tenantKey, template_id: id })
        .count('* as n')) as [{ n: number | string }];
      const campaigns = Number(n);
      if (campaigns)
        throw new EngineError(
          'CONFLICT',
          `"${before.payload.name}" is used by ${campaigns} campaign${campaigns === 1 ? '' : 's'}: delete them first, or set the template inactive.`,
        );
      await trx('newsletter_ad_schedules').where({ tenant_key: tenantKey, template_id: id }).delete();
      await trx('newsletter_content_schedules').where({ tenant_key: tenantKey, template_id: id }).delete();
      await trx('newsletter_templates').where({ tenant_key: tenantKey, id }).delete();
      return { action: 'delete', before: { status: before.status, ...before.payload } };
    },
  });
  announce(ctx, tenantKey, id);
  return true;
}
