import { useEffect, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  id: string;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question before a site-wide change; Cancel (and Escape) leave everything as it is. */
export function ConfirmDialog({ id, title, confirmLabel, children, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={id} onClose={onClose}>
      <h2 id={id}>{title}</h2>
      {children}
      <div className="editor-actions">
        <button type="button" className="primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" autoFocus onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
