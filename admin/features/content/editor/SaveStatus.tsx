import { formatDateTime } from '../../../shared/ui/format.ts';
import type { SaveState } from './save-state.ts';

/** The save status line: "Saved at …", "Saving…", "Not saved: …", or what autosave does for this item. */
export function SaveStatus({
  state,
  dirty,
  autosave,
  isNew,
}: {
  state: SaveState;
  dirty: boolean;
  autosave: boolean;
  /** Not saved yet: a new item is not autosaved until its first save. */
  isNew: boolean;
}) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'failed'
        ? `Not saved: ${state.message}`
        : state.kind === 'conflict'
          ? 'Not saved: someone else changed this item.'
          : isNew
            ? 'Not saved yet: Save draft keeps it as a draft, and later changes save themselves.'
            : dirty
              ? autosave
                ? 'Unsaved changes — saving the draft shortly.'
                : 'Unsaved changes — autosave is off for items that are not drafts: save or publish them.'
              : state.kind === 'saved'
                ? `Saved at ${formatDateTime(state.at)}`
                : 'No changes.';
  return (
    <p className={`save-status save-status-${state.kind}`} role="status" aria-live="polite" data-testid="save-status">
      {text}
    </p>
  );
}
