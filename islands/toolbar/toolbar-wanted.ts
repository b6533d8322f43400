import { cmsUserSignedIn } from '../../content-engine/client/cookies.ts';

/** Whether this browser may see the editors' toolbar (spec public §2): signed in to the admin, and not `preview-mode=true`. */
export const toolbarWanted = () =>
  new URLSearchParams(location.search).get('preview-mode') !== 'true' && cmsUserSignedIn();
