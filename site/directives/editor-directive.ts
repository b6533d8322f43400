import type { ClientDirective } from 'astro';
import { cmsBearerTokenCookie, readCookie } from '../../content-engine/client/cookies.ts';

/**
 * `client:editor` — hydrates an island only in a browser signed in to the admin, and not with
 * `preview-mode=true` (spec public §2, the editors' toolbar): readers load none of its code. When
 * it does hydrate, it waits for the page to be idle (at most 2 s), as `client:idle` would.
 */
const editorDirective: ClientDirective = (load) => {
  if (new URLSearchParams(location.search).get('preview-mode') === 'true' || !readCookie(cmsBearerTokenCookie)) return;
  const hydrate = () => void load().then((run) => run());
  if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: 2000 });
  else setTimeout(hydrate, 200);
};

export default editorDirective;
