import { requirePermission } from '../../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../../core/context.ts';

/**
 * Whether the request may see the tenant's pages in the new design before the site is switched
 * (`POST /__layout-preview` with `design: new`, ADR 50): the migration tool's own permission,
 * manage_modules, on the tenant.
 */
export async function checkDesignPreview({ ctx }: { ctx: EngineContext; input?: unknown }) {
  requirePermission(ctx, ['manage_modules']);
  tenantKeyOf(ctx);
}
