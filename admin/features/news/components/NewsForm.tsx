import { useState, type FormEvent } from 'react';
import type { NewsItemInput } from '../api/set-aspire-news.ts';

const toDateInput = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
// Noon UTC keeps the calendar day the same in Chicago.
const fromDateInput = (value: string) => Date.parse(`${value}T12:00:00Z`);

/** Create or edit one internal news item (manage_modules). */
export function NewsForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: NewsItemInput;
  onSave: (item: NewsItemInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [item, setItem] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item.title.trim()) return setError('Field is required');
    setError(null);
    await onSave(item);
  };
  return (
    <form className="news-page-form" onSubmit={submit} aria-label={item.id ? 'Edit news item' : 'New news item'}>
      <label>
        Title
        <input
          value={item.title}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'news-title-error' : undefined}
          onChange={(e) => setItem({ ...item, title: e.target.value })}
        />
      </label>
      {error && (
        <p id="news-title-error" role="alert">
          {error}
        </p>
      )}
      <label>
        Description (HTML)
        <textarea value={item.description} onChange={(e) => setItem({ ...item, description: e.target.value })} />
      </label>
      <label>
        Date
        <input
          type="date"
          value={toDateInput(item.date)}
          onChange={(e) => e.target.value && setItem({ ...item, date: fromDateInput(e.target.value) })}
        />
      </label>
      <label>
        Status
        <select value={item.status} onChange={(e) => setItem({ ...item, status: Number(e.target.value) })}>
          <option value={1}>Published</option>
          <option value={2}>Draft</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={item.alert} onChange={(e) => setItem({ ...item, alert: e.target.checked })} />{' '}
        Alert (shown as a banner for 14 days)
      </label>
      <div>
        <button type="submit">Save</button>{' '}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
