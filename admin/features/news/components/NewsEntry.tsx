import type { NewsItem } from '../news-rules.ts';
import { formatNewsDate } from '../news-rules.ts';

/** One item of the tray: a disclosure button; unread items are styled (and announced) as unread. */
export function NewsEntry({ item, expanded, onToggle }: { item: NewsItem; expanded: boolean; onToggle: () => void }) {
  const bodyId = `news-body-${item.id}`;
  return (
    <li className={item.hasRead ? 'news-entry' : 'news-entry news-unread'} data-testid={`news-${item.id}`}>
      <button
        type="button"
        className="news-entry-toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="news-entry-title">{item.title}</span>
        {!item.hasRead && <span className="news-unread-badge">Unread</span>}
        <span className="news-entry-date">{formatNewsDate(item.date)}</span>
      </button>
      {expanded && (
        <div id={bodyId} className="news-entry-body" dangerouslySetInnerHTML={{ __html: item.description }} />
      )}
    </li>
  );
}
