import { useStore } from '@nanostores/react';
import { useAspireNewsStream } from './api/get-aspire-news-stream.ts';
import { useState } from 'react';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { $user } from '../../shared/auth/session.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { deleteAspireNews } from './api/delete-aspire-news.ts';
import { setAspireNews, type NewsItemInput } from './api/set-aspire-news.ts';
import { NewsForm } from './components/NewsForm.tsx';
import { formatNewsDate } from './news-rules.ts';
import './news.css';

const blank = (): NewsItemInput => ({ title: '', description: '', date: Date.now(), status: 2, alert: false });

/** /admin/aspire-news: every internal news item; manage_modules users create, edit and delete them. */
export default function AspireNewsPage() {
  const user = useStore($user);
  const manages = hasAnyPermission(user, ['manage_modules']);
  const { data, loading, reload } = useAspireNewsStream({ input: { limit: 100 } });
  const [editing, setEditing] = useState<NewsItemInput | null>(null);
  const items = data?.getAspireNewsStream.items ?? [];

  const save = async (item: NewsItemInput) => {
    try {
      await setAspireNews(item);
      notify.success('News item saved.');
      setEditing(null);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  const remove = async (id: number, title: string) => {
    if (!window.confirm(`Delete “${title}”?`)) return;
    try {
      await deleteAspireNews(id);
      notify.success('News item deleted.');
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <PageWrapper
      title="Internal news"
      actions={
        manages && !editing ? (
          <button type="button" onClick={() => setEditing(blank())}>
            New item
          </button>
        ) : undefined
      }
    >
      {editing && (
        <NewsForm key={editing.id ?? 'new'} initial={editing} onSave={save} onCancel={() => setEditing(null)} />
      )}
      <p role="status">
        {loading
          ? 'Loading…'
          : items.length === 0
            ? 'No news yet.'
            : `${items.length} ${items.length === 1 ? 'item' : 'items'}`}
      </p>
      <ul className="news-page-list">
        {items.map((item) => (
          <li key={item.id} className="news-page-item">
            <h2>{item.title}</h2>
            <p>
              {formatNewsDate(item.date)}
              {item.status === 2 && ' · Draft'}
              {item.alert && ' · Alert'}
              {!item.hasRead && item.status === 1 && ' · Unread'}
            </p>
            <div dangerouslySetInnerHTML={{ __html: item.description }} />
            {manages && (
              <p>
                <button
                  type="button"
                  onClick={() =>
                    setEditing({
                      id: item.id,
                      title: item.title,
                      description: item.description,
                      date: item.date,
                      status: item.status,
                      alert: item.alert,
                    })
                  }
                >
                  Edit<span className="visually-hidden"> {item.title}</span>
                </button>{' '}
                <button type="button" onClick={() => void remove(item.id, item.title)}>
                  Delete<span className="visually-hidden"> {item.title}</span>
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
    </PageWrapper>
  );
}
