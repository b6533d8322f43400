import { useEffect, useRef, useState } from 'react';
import { getLayoutUsage, type LayoutUsage } from './api/get-layout-usage.ts';
import type { LayoutListItem } from './api/get-layout-stream.ts';

interface DeleteLayoutDialogProps {
  layout: LayoutListItem;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a layout, saying first which pages of the site use it (getLayoutUsage). */
export function DeleteLayoutDialog({ layout, onConfirm, onClose }: DeleteLayoutDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [usage, setUsage] = useState<LayoutUsage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
    getLayoutUsage(layout.id).then(setUsage, (error: Error) => setFailure(error.message));
  }, [layout.id]);

  const headingId = `delete-layout-${layout.id}`;
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={headingId} onClose={onClose}>
      <h2 id={headingId}>Delete the layout “{layout.name}”?</h2>
      <div role="status" aria-live="polite">
        {!usage && !failure && <p>Finding the pages that use it…</p>}
        {failure && <p className="field-error">Could not tell which pages use it: {failure}</p>}
        {usage && (
          <>
            {usage.pages.length ? (
              <ul className="layout-usage">
                {usage.pages.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            ) : (
              <p>No page of the site uses it.</p>
            )}
            {usage.contentItems.length > 0 && (
              <>
                <p>
                  Content items that chose it
                  {usage.contentItemCount > usage.contentItems.length
                    ? ` (first ${usage.contentItems.length} of ${usage.contentItemCount})`
                    : ''}
                  :
                </p>
                <ul>
                  {usage.contentItems.map((item) => (
                    <li key={item.id}>
                      {item.name} ({item.path})
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>Those pages render with the next layout by precedence once it is deleted.</p>
          </>
        )}
      </div>
      <div className="editor-actions">
        <button type="button" className="danger" disabled={!usage && !failure} onClick={onConfirm}>
          Delete layout
        </button>
        <button type="button" autoFocus onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
