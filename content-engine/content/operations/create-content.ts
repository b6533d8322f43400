import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordContentHistory } from '../writes/content-history.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { ContentNode } from '../content-node.ts';
import { commitContentWrite } from '../writes/commit-content-write.ts';
import { contentColumns } from '../writes/content-columns.ts';
import { contentFields, timestamp } from '../writes/content-fields.ts';
import { editedContent } from '../writes/edit-content-item.ts';
import { findSectionAlias, insertContentRow, replaceContentLinks, replaceSchedules } from '../writes/queries.ts';
import { assertReferences } from '../writes/references.ts';
import { assertIssueAssignments, replaceIssueLinks } from '../writes/issue-assignments.ts';
import { toScheduleRows } from '../writes/schedule-rows.ts';
import { slugify } from '../../core/slugify.ts';

const inputSchema = contentFields
  .partial()
  .required({ type: true, name: true })
  .extend({
    status: z.enum(['DRAFT', 'PUBLISHED']).nullish(),
    /** With status PUBLISHED: when it goes live (default now; a future time schedules it). */
    published: timestamp.nullish(),
  })
  .refine((f) => f.startDate == null || f.endDate == null || f.endDate >= f.startDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });

/**
 * Creates a content item (a draft unless status PUBLISHED is asked). Its alias comes from the
 * name unless given, made unique in the tenant; without `schedules` it is scheduled to its
 * primary section. Returns the item as its editor sees it.
 */
export async function createContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const fields = parseInput(inputSchema, input);
  const user = requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const base = fields.alias ? slugify(fields.alias) : slugify(fields.name) || 'item';
  const now = ctx.now();
  const status = fields.status === 'PUBLISHED' ? ContentStatus.PUBLISHED : ContentStatus.DRAFT;
  const published = status === ContentStatus.PUBLISHED ? (fields.published ?? now) : (fields.published ?? null);
  const schedules =
    fields.schedules ??
    (fields.primarySectionId ? [{ sectionId: fields.primarySectionId, option: 'Standard' as const }] : []);

  const id = await commitContentWrite({
    ctx,
    tenantKey,
    now,
    id: null,
    write: async ({ trx, claimPath }) => {
      await assertReferences(trx, tenantKey, fields);
      if (fields.issues) await assertIssueAssignments(trx, tenantKey, fields.issues);
      const sectionAlias = await findSectionAlias(trx, tenantKey, fields.primarySectionId ?? null);
      const { alias, canonicalPath } = await claimPath({ base, sectionAlias });
      const id = await insertContentRow(trx, {
        ...contentColumns(fields),
        tenant_key: tenantKey,
        status,
        published,
        alias,
        canonical_path: canonicalPath,
        created_by: user.username,
        created: now,
        updated: now,
      });
      await replaceContentLinks(trx, id, fields);
      if (fields.issues) await replaceIssueLinks(trx, id, fields.issues);
      await replaceSchedules(trx, tenantKey, id, toScheduleRows(schedules, { published, now }));
      await recordContentHistory({ ctx, db: trx, tenantKey, id, action: 'create' });
      return { id };
    },
  });
  return editedContent(ctx, tenantKey, id);
}
