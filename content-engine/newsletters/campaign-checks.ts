import type { Knex } from 'knex';
import { invalidInput, badInput, type InputProblem } from '../core/validate.ts';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import type { BlockItems } from './campaign-records.ts';
import { publishedContentIds } from './newsletter-content.ts';
import { storedPayload } from './template-payload.ts';

/*
 * What a campaign write checks against stored state: its template is this tenant's and active,
 * and its blocks' items are the template's content lists holding this tenant's published items.
 */

/** The tenant's active template's payload; BAD_USER_INPUT on templateId otherwise. */
export async function activeTemplatePayload(
  db: Knex,
  tenantKey: string,
  templateId: number,
): Promise<NewsletterTemplatePayload> {
  const row: { status: number | string; payload: string } | undefined = await db('newsletter_templates')
    .where({ tenant_key: tenantKey, id: templateId })
    .first('status', 'payload');
  if (!row) throw badInput('templateId', `No such newsletter template of this site (${templateId}).`);
  if (Number(row.status) !== 1) throw badInput('templateId', 'The template is inactive: choose an active one.');
  return storedPayload.parse(row.payload);
}

/** Refuses block keys that are not the template's content lists, items twice, and items not published here. */
export async function assertBlockItems(
  db: Knex,
  {
    tenantKey,
    payload,
    blockItems,
    now,
  }: { tenantKey: string; payload: NewsletterTemplatePayload; blockItems: BlockItems; now: number },
): Promise<void> {
  const lists = new Map(payload.blocks.filter((b) => b.type === 'content_list').map((b) => [b.key, b]));
  const problems: InputProblem[] = [];
  const ids = Object.values(blockItems).flat();
  const published = await publishedContentIds(db, tenantKey, ids, now);
  const seen = new Set<number>();
  for (const [key, items] of Object.entries(blockItems)) {
    const path = `blockItems.${key}`;
    const block = lists.get(key);
    if (!block) {
      problems.push({ path, message: `The template has no content list "${key}".` });
      continue;
    }
    const missing = items.filter((id) => !published.has(id));
    if (missing.length) problems.push({ path, message: `Not published items of this site: ${missing.join(', ')}.` });
    const twice = items.filter((id) => seen.has(id) || !seen.add(id));
    if (twice.length) problems.push({ path, message: `Already in another block: ${twice.join(', ')}.` });
  }
  if (problems.length) throw invalidInput(problems);
}
