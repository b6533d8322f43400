import type { CmsSession } from '../core/cms-session.ts';
import type { LayoutRecord } from './writes.ts';

/**
 * A layout as a CMS user may read it: a site-specific user sees only the assigned sites that are
 * theirs (the others are another site's business; such a layout is also one they may not change,
 * layout-access.ts), a global user every one.
 */
export const visibleAssignment = (user: CmsSession, layout: LayoutRecord): LayoutRecord =>
  user.isGlobal ? layout : { ...layout, tenants: layout.tenants.filter((key) => user.tenants.includes(key)) };
