import { useEffect, useMemo, useRef, useState } from 'react';
import { MenuLink } from './MenuLink.tsx';
import { spotlightMatches, type VisibleGroup } from './visible-menus.ts';

/** The spotlight menu (spec admin §2): Ctrl/Cmd+K opens it, Escape closes it, a case-insensitive filter over the menus. */
export function Spotlight({ groups }: { groups: VisibleGroup[] }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const matches = useMemo(() => spotlightMatches(groups, text), [groups, text]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    setText('');
  };

  return (
    <>
      <button
        type="button"
        className="toolbar-button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        Search menus <kbd>Ctrl K</kbd>
      </button>
      <dialog ref={dialog} className="spotlight" aria-label="Spotlight" onClose={close} onCancel={close}>
        <input
          type="text"
          aria-label="Filter menus"
          placeholder="Type to filter menus…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        <ul className="spotlight-results" aria-live="polite">
          {matches.map((entry) => (
            <li key={`${entry.href}|${entry.label}`}>
              <MenuLink href={entry.href} newWindow={entry.newWindow} onNavigate={close}>
                {entry.label}
              </MenuLink>
            </li>
          ))}
          {matches.length === 0 && <li className="empty">No menu matches “{text}”.</li>}
        </ul>
      </dialog>
    </>
  );
}
