import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { slugify } from '../../core/slugify.ts';
import { commitContentWrite } from '../writes/commit-content-write.ts';
import { contentColumns } from '../writes/content-columns.ts';
import type { ContentFieldsPatch, ScheduleInput } from '../writes/content-fields.ts';
import { contentSnapshot, recordContentHistory } from '../writes/content-history.ts';
import {
  findSectionAlias,
  insertContentRow,
  replaceContentLinks,
  replaceSchedules,
  updateContentRow,
} from '../writes/queries.ts';
import { assertReferences } from '../writes/references.ts';
import { toScheduleRows } from '../writes/schedule-rows.ts';

/** A syndicated copy as its origin makes it (ADR 60): fields with this site's ids, and the origin's state. */
export interface SyndicatedCopy {
  fields: ContentFieldsPatch & Required<Pick<ContentFieldsPatch, 'type' | 'name'>>;
  /** The origin's alias, the copy's alias base. */
  alias: string;
  status: number;
  published: number | null;
  expires: number | null;
  /** The origin's absolute address: the copy's canonical URL. */
  canonicalUrl: string;
  /** The sections of this site it shows in; undefined keeps the copy's (a sync). The first is its primary section. */
  schedules?: ScheduleInput[];
}

/**
 * Creates (`id` null) or rewrites a syndicated copy on the context's tenant (manage_content
 * there) in one transaction, with its history entry and change event: the origin's fields,
 * status and dates, its canonical URL, and its schedules when given. Its path is claimed under
 * its primary section from the origin's alias and kept while that section stays. Returns its id.
 */
export async function writeSyndicatedCopy({
  ctx,
  id,
  copy,
}: {
  ctx: EngineContext;
  id: number | null;
  copy: SyndicatedCopy;
}): Promise<number> {
  const user = requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const primarySectionId = copy.schedules ? (copy.schedules[0]?.sectionId ?? null) : undefined;
  const fields: ContentFieldsPatch = { ...copy.fields, schedules: copy.schedules, primarySectionId };
  return commitContentWrite({
    ctx,
    tenantKey,
    now,
    id,
    write: async ({ trx, before, claimPath }) => {
      await assertReferences(trx, tenantKey, fields, id);
      const moved = !before || (primarySectionId !== undefined && primarySectionId !== before.primarySectionId);
      const path = moved
        ? await claimPath({
            base: slugify(copy.alias) || 'item',
            sectionAlias: await findSectionAlias(trx, tenantKey, primarySectionId ?? before?.primarySectionId ?? null),
          })
        : null;
      const columns = {
        ...contentColumns(fields),
        status: copy.status,
        published: copy.published,
        expires: copy.expires,
        canonical_url: copy.canonicalUrl,
        ...(path && { alias: path.alias, canonical_path: path.canonicalPath }),
        updated: now,
      };
      const snapshot = before ? await contentSnapshot(trx, tenantKey, before.id) : null;
      const copyId = before
        ? (await updateContentRow(trx, tenantKey, before.id, columns), before.id)
        : await insertContentRow(trx, { ...columns, tenant_key: tenantKey, created_by: user.username, created: now });
      await replaceContentLinks(trx, copyId, fields);
      if (copy.schedules)
        await replaceSchedules(
          trx,
          tenantKey,
          copyId,
          toScheduleRows(copy.schedules, { published: copy.published, now }),
        );
      await recordContentHistory({
        ctx,
        db: trx,
        tenantKey,
        id: copyId,
        action: before ? 'update' : 'create',
        before: snapshot,
      });
      return { id: copyId };
    },
  });
}
