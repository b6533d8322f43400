import { tags } from '../../core/change-tags.ts';
import type { EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { toJson } from '../../core/rows.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { activeTemplatePayload, assertBlockItems } from '../campaign-checks.ts';
import { findCampaignFields, findCampaignRecord, type NewsletterCampaignRecord } from '../campaign-records.ts';
import { campaignEntity, campaignPermission, insertedId, newsletterAccess } from '../newsletter-access.ts';
import { byIdInput, createCampaignInput, updateCampaignInput } from '../newsletter-input.ts';
import { authorId, changeRecorded, updateWithRevision } from '../newsletter-revision.ts';

/*
 * Campaign writes (manage_newsletter_campaigns). A campaign starts as a Draft; deployments move
 * it on (Scheduled, Sending, Sent). Once Sending or Sent it is what subscribers received: only
 * "hide on web" may change, and it cannot be deleted. Each write records history and emits a
 * `newsletter_campaign` change tagged `newsletter-campaign:ID` (its page and the archive lists).
 */

const announce = (ctx: EngineContext, tenantKey: string, id: number) =>
  emitChange(ctx, tenantKey, 'newsletter_campaign', [tags.newsletterCampaign(id)]);
const campaignRow = (tenantKey: string, id: number) =>
  ({ tenantKey, id, entityType: campaignEntity, label: 'Newsletter campaign', find: findCampaignFields }) as const;
const delivered = (status: string) => status === 'Sending' || status === 'Sent';

/** Adds a Draft campaign of an active template of the tenant. */
export async function createNewsletterCampaign({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterCampaignRecord> {
  const fields = parseInput(createCampaignInput, input);
  const { tenantKey } = newsletterAccess(ctx, [campaignPermission]);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (trx) => {
    const payload = await activeTemplatePayload(trx, tenantKey, fields.templateId);
    await assertBlockItems(trx, { tenantKey, payload, blockItems: fields.blockItems, now });
    const [inserted] = await trx('newsletter_campaigns')
      .insert({
        tenant_key: tenantKey,
        template_id: fields.templateId,
        date: fields.date,
        subject: fields.subject,
        preheader: fields.preheader,
        hide_on_web: fields.hideOnWeb,
        status: 'Draft',
        block_items: toJson(fields.blockItems),
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
      entityType: campaignEntity,
      entityId: id,
      action: 'create',
      after: { ...fields, status: 'Draft' },
    });
    return id;
  });
  announce(ctx, tenantKey, id);
  return (await findCampaignRecord(ctx.db, tenantKey, id))!;
}

/**
 * Changes a campaign from the revision its editor loaded (stale: CONFLICT naming who and when);
 * fields left out keep their value. Sending or Sent: only hideOnWeb may change (CONFLICT else).
 */
export async function updateNewsletterCampaign({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterCampaignRecord> {
  const { id, revision, ...patch } = parseInput(updateCampaignInput, input);
  const { tenantKey } = newsletterAccess(ctx, [campaignPermission]);
  const now = ctx.now();
  await changeRecorded(ctx, {
    ...campaignRow(tenantKey, id),
    change: async (trx, before) => {
      const after = { ...before };
      for (const [key, value] of Object.entries(patch)) if (value !== undefined) Object.assign(after, { [key]: value });
      if (delivered(before.status)) {
        const changed = (['templateId', 'date', 'subject', 'preheader', 'blockItems'] as const).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
        );
        if (changed.length)
          throw new EngineError(
            'CONFLICT',
            `The campaign is ${before.status === 'Sent' ? 'sent' : 'being sent'}: only "hide on web" may change now, not ${changed.join(', ')}.`,
          );
      } else if (
        after.templateId !== before.templateId ||
        JSON.stringify(after.blockItems) !== JSON.stringify(before.blockItems)
      ) {
        const payload = await activeTemplatePayload(trx, tenantKey, after.templateId);
        await assertBlockItems(trx, { tenantKey, payload, blockItems: after.blockItems, now });
      }
      await updateWithRevision(trx, {
        table: 'newsletter_campaigns',
        tenantKey,
        id,
        expected: revision,
        userId: authorId(ctx),
        now,
        values: {
          template_id: after.templateId,
          date: after.date,
          subject: after.subject,
          preheader: after.preheader,
          hide_on_web: after.hideOnWeb,
          block_items: toJson(after.blockItems),
        },
      });
      return { action: 'update', before, after };
    },
  });
  announce(ctx, tenantKey, id);
  return (await findCampaignRecord(ctx.db, tenantKey, id))!;
}

/** Deletes a campaign (with its deployments) unless it is Sending or Sent (CONFLICT). */
export async function deleteNewsletterCampaign({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<boolean> {
  const { id } = parseInput(byIdInput, input);
  const { tenantKey } = newsletterAccess(ctx, [campaignPermission]);
  await changeRecorded(ctx, {
    ...campaignRow(tenantKey, id),
    change: async (trx, before) => {
      if (delivered(before.status))
        throw new EngineError(
          'CONFLICT',
          `The campaign is ${before.status === 'Sent' ? 'sent' : 'being sent'}: it stays in the archive (hide it on the web instead).`,
        );
      // Not one a deployment started since it was read (the worker's start changes its status).
      const deleted = await trx('newsletter_campaigns')
        .where({ tenant_key: tenantKey, id })
        .whereNotIn('status', ['Sending', 'Sent'])
        .delete();
      if (deleted !== 1)
        throw new EngineError(
          'CONFLICT',
          'The campaign started sending meanwhile: it stays in the archive (hide it on the web instead).',
        );
      return { action: 'delete', before };
    },
  });
  announce(ctx, tenantKey, id);
  return true;
}
