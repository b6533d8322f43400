import { useState } from 'react';
import { formatDateTime } from '../../../shared/ui/format.ts';
import type { SaveState } from './save-state.ts';

interface ConflictNoticeProps {
  conflict: Extract<SaveState, { kind: 'conflict' }>;
  /** The editor's own changes as text, for the clipboard. */
  ownChanges: () => string;
  /** Replaces the form with the item as it is now (after a confirmation). */
  onReload: () => void;
}

/** A refused save: who changed the item and when; the editor's changes stay in the form until they reload. */
export function ConflictNotice({ conflict, ownChanges, onReload }: ConflictNoticeProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ownChanges());
      setCopied('Your changes are on the clipboard.');
    } catch {
      setCopied('Copying was refused by the browser: select and copy the fields by hand.');
    }
  };
  return (
    <div className="conflict-notice" role="alert">
      <p>
        <strong>Not saved.</strong> {conflict.changedBy ?? 'Another user'} changed this item
        {conflict.changedAt ? ` at ${formatDateTime(conflict.changedAt)}` : ''}. Your changes are still in the form;
        nothing of theirs was overwritten. Copy your changes, then reload to see theirs.
      </p>
      <p className="conflict-engine-message">{conflict.message}</p>
      <div className="conflict-actions">
        <button type="button" className="secondary" onClick={copy}>
          Copy my changes
        </button>
        <button type="button" className="primary" onClick={onReload}>
          Reload their version
        </button>
      </div>
      {copied && <p role="status">{copied}</p>}
    </div>
  );
}
