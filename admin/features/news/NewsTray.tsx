import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NewsAlerts } from './components/NewsAlerts.tsx';
import { NewsEntry } from './components/NewsEntry.tsx';
import { useNewsTray } from './hooks/use-news-tray.ts';
import './news.css';

/** The toolbar's internal news: a bell with the unread count, the newest 10 items, and alert banners. */
export function NewsTray() {
  const { items, unreadCount, alerts, markRead, dismiss } = useNewsTray();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onDown = (event: MouseEvent) => ref.current && !ref.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);
  const toggle = (id: number) => {
    const item = items.find((i) => i.id === id);
    if (expanded !== id && item) markRead(item);
    setExpanded(expanded === id ? null : id);
  };
  return (
    <div className="news-tray" ref={ref}>
      <button
        type="button"
        className="toolbar-button news-bell"
        aria-expanded={open}
        aria-controls="news-panel"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">🔔</span> News
        {unreadCount > 0 && <span className="news-count"> ({unreadCount} unread)</span>}
      </button>
      {open && (
        <section id="news-panel" className="news-panel" aria-label="Internal news">
          {items.length === 0 ? (
            <p>No news.</p>
          ) : (
            <ul className="news-list">
              {items.map((item) => (
                <NewsEntry key={item.id} item={item} expanded={expanded === item.id} onToggle={() => toggle(item.id)} />
              ))}
            </ul>
          )}
          <Link to="/admin/aspire-news" onClick={() => setOpen(false)}>
            All news
          </Link>
        </section>
      )}
      <NewsAlerts alerts={alerts} onDismiss={dismiss} />
    </div>
  );
}
