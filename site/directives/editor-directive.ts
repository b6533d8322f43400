import type { ClientDirective } from 'astro';
import { whenIdle } from '../../islands/shared/when-idle.ts';
import { toolbarWanted } from '../../islands/toolbar/toolbar-wanted.ts';

/**
 * `client:editor` — hydrates an island only in a browser signed in to the admin, and not with
 * `preview-mode=true` (spec public §2, the editors' toolbar): readers load none of its code. When
 * it does hydrate, it waits for the page to be idle (at most 2 s), as `client:idle` would.
 */
const editorDirective: ClientDirective = (load) => {
  if (toolbarWanted()) whenIdle(() => void load().then((run) => run()));
};

export default editorDirective;
