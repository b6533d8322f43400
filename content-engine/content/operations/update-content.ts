import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { withContentHistory } from '../writes/content-history.ts';
import type { ContentNode } from '../content-node.ts';
import { contentColumns } from '../writes/content-columns.ts';
import { contentFields, rowId } from '../writes/content-fields.ts';
import { editContentItem, type ItemChange } from '../writes/edit-content-item.ts';
import {
  findSectionAlias,
  redirectMovedPath,
  replaceContentLinks,
  replaceSchedules,
  updateContentRow,
  type ContentFootprint,
} from '../writes/queries.ts';
import { assertReferences } from '../writes/references.ts';
import { assertIssueAssignments, replaceIssueLinks } from '../writes/issue-assignments.ts';
import { toScheduleRows } from '../writes/schedule-rows.ts';
import { slugify } from '../../core/slugify.ts';

const inputSchema = contentFields.partial().extend({
  id: rowId,
  /** The revision the editor loaded; refused with CONFLICT when the item has moved past it. */
  expectedRevision: z.number().int().min(0).nullish(),
});

type Patch = Omit<ReturnType<typeof inputSchema.parse>, 'id' | 'expectedRevision'>;

/**
 * Changes the fields given (absent fields are kept, null clears). A new alias or primary
 * section moves the item to a new path; when the item has been published, its old path then
 * redirects (301) to the new one. With `expectedRevision`, refused (CONFLICT naming who changed it
 * and when) once another write has raised the item's revision past it.
 */
export async function updateContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id, expectedRevision, ...fields } = parseInput(inputSchema, input);
  return editContentItem(
    ctx,
    id,
    withContentHistory(ctx, 'update', async (change) => {
      const { trx, item, tenantKey, now } = change;
      assertDates(fields, item);
      await assertReferences(trx, tenantKey, fields, id);
      if (fields.issues) await assertIssueAssignments(trx, tenantKey, fields.issues);
      const path = await newPath(change, fields);
      await updateContentRow(trx, tenantKey, id, {
        ...contentColumns(fields),
        ...(path && { alias: path.alias, canonical_path: path.canonicalPath }),
        updated: now,
      });
      await replaceContentLinks(trx, id, fields);
      if (fields.issues !== undefined) await replaceIssueLinks(trx, id, fields.issues ?? []);
      if (fields.schedules !== undefined)
        await replaceSchedules(
          trx,
          tenantKey,
          id,
          toScheduleRows(fields.schedules ?? [], { published: item.published, now }),
        );
      const redirected = !!path && path.canonicalPath !== item.canonicalPath && item.published !== null;
      if (redirected)
        await redirectMovedPath(trx, { tenantKey, from: item.canonicalPath, to: path.canonicalPath, now });
      return { redirected };
    }),
    { expectedRevision },
  );
}

/** The item's alias and path when its alias or primary section changes, else null. */
async function newPath({ trx, item, tenantKey, claimPath }: ItemChange, fields: Patch) {
  const newAlias = fields.alias ? slugify(fields.alias) : undefined;
  const sectionId = fields.primarySectionId === undefined ? item.primarySectionId : fields.primarySectionId;
  if (newAlias === undefined && sectionId === item.primarySectionId) return null;
  const sectionAlias = await findSectionAlias(trx, tenantKey, sectionId);
  return claimPath({ base: newAlias ?? (slugify(item.alias) || 'item'), sectionAlias });
}

function assertDates(fields: Patch, item: ContentFootprint) {
  const startDate = fields.startDate === undefined ? item.startDate : fields.startDate;
  const endDate = fields.endDate === undefined ? item.endDate : fields.endDate;
  if (startDate !== null && endDate !== null && endDate < startDate)
    throw badInput('endDate', 'endDate must not be before startDate.');
}
