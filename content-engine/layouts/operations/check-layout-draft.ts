import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { parseInput } from '../../core/validate.ts';
import { assertBlockSettingsValid } from '../block-settings-check.ts';
import { layoutFieldsSchema } from '../layout-input.ts';
import type { Layout } from '../layout.ts';
import { assertGridReferencesExist } from '../writes.ts';

/**
 * An unsaved layout (the createLayout input) checked as createLayout checks it, as the Layout a
 * page renders with (ADR 46). Access first: only a CMS user of the request's tenant with
 * view_site_layouts or manage_site_layouts may render a draft, and nobody else learns what is
 * wrong with one. Nothing is stored; the draft has no id (0) and belongs to the request's tenant.
 */
export async function checkLayoutDraft({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Layout> {
  requirePermission(ctx, ['view_site_layouts', 'manage_site_layouts']);
  const fields = parseInput(layoutFieldsSchema, input);
  assertBlockSettingsValid(ctx.blockTypes, fields);
  const tenantKey = tenantKeyOf(ctx);
  await assertGridReferencesExist(ctx.db, { tenantKey, layout: fields });
  const { tenants: _assignments, ...layout } = fields;
  return { ...layout, id: 0, tenantKey, updated: ctx.now() };
}
