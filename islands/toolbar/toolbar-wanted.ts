import { cmsUserSignedIn } from '../../content-engine/client/cookies.ts';
import { layoutPreviewPath } from '../../content-engine/shared/layout-preview.ts';

/**
 * Whether this browser may see the editors' toolbar (spec public §2): signed in to the admin, and
 * not a preview — `preview-mode=true`, or the admin's framed layout and design previews (ADR 46).
 */
export const toolbarWanted = (
  where: Pick<Location, 'pathname' | 'search'> = location,
  signedIn: () => boolean = cmsUserSignedIn,
) =>
  new URLSearchParams(where.search).get('preview-mode') !== 'true' &&
  where.pathname !== layoutPreviewPath &&
  signedIn();
