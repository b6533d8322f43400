import type { Knex } from 'knex';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../cms-users/access.ts';
import type { ContentNode } from '../content-node.ts';
import { claimAlias } from '../writes/claim-alias.ts';
import { commitContentWrite, editedContent } from '../writes/commit-content-write.ts';
import { contentColumns } from '../writes/content-columns.ts';
import { contentFields, rowId } from '../writes/content-fields.ts';
import { findSectionAlias, redirectMovedPath, replaceContentLinks, replaceSchedules, updateContentRow, type ContentFootprint } from '../writes/queries.ts';
import { assertReferences } from '../writes/references.ts';
import { toScheduleRows } from '../writes/schedule-rows.ts';
import { slugify } from '../writes/slugify.ts';

const inputSchema = contentFields.partial().extend({ id: rowId });

type Patch = ReturnType<typeof inputSchema.parse>;

/**
 * Changes the fields given (absent fields are kept, null clears). A new alias or primary
 * section moves the item to a new path; when the item has been published, its old path then
 * redirects (301) to the new one.
 */
export async function updateContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id, ...fields } = parseInput(inputSchema, input);
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const newAlias = fields.alias ? slugify(fields.alias) : undefined;
  if (newAlias === '') throw new EngineError('BAD_USER_INPUT', 'Invalid input. alias: must contain letters or digits.', { fields: ['alias'] });
  const now = ctx.now();

  await commitContentWrite({
    ctx,
    tenantKey,
    now,
    id,
    write: async (trx, before) => {
      const item = before!;
      assertDates(fields, item);
      await assertReferences(trx, tenantKey, fields, id);
      const path = await newPath(trx, { tenantKey, item, fields, newAlias });
      await updateContentRow(trx, tenantKey, id, { ...contentColumns(fields), ...(path && { alias: path.alias, canonical_path: path.canonicalPath }), updated: now });
      await replaceContentLinks(trx, id, fields);
      if (fields.schedules !== undefined) await replaceSchedules(trx, tenantKey, id, toScheduleRows(fields.schedules ?? [], { published: item.published, now }));
      const redirected = !!path && path.canonicalPath !== item.canonicalPath && item.published !== null;
      if (redirected) await redirectMovedPath(trx, { tenantKey, from: item.canonicalPath, to: path.canonicalPath, now });
      return { id, redirected };
    },
  });
  return editedContent(ctx, tenantKey, id);
}

/** The item's alias and path when its alias or primary section changes, else null. */
async function newPath(trx: Knex, { tenantKey, item, fields, newAlias }: { tenantKey: string; item: ContentFootprint; fields: Omit<Patch, 'id'>; newAlias: string | undefined }) {
  const sectionId = fields.primarySectionId === undefined ? item.primarySectionId : fields.primarySectionId;
  if (newAlias === undefined && sectionId === item.primarySectionId) return null;
  const sectionAlias = await findSectionAlias(trx, tenantKey, sectionId);
  return claimAlias(trx, { tenantKey, base: newAlias ?? (slugify(item.alias) || 'item'), sectionAlias, selfId: item.id });
}

function assertDates(fields: Omit<Patch, 'id'>, item: ContentFootprint) {
  const startDate = fields.startDate === undefined ? item.startDate : fields.startDate;
  const endDate = fields.endDate === undefined ? item.endDate : fields.endDate;
  if (startDate !== null && endDate !== null && endDate < startDate) {
    throw new EngineError('BAD_USER_INPUT', 'Invalid input. endDate: endDate must not be before startDate.', { fields: ['endDate'] });
  }
}
