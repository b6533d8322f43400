import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { searchContentPages, type ContentPage } from './api/search-content-pages.ts';

/** Finds a content item by name (debounced) and picks its page for the preview. */
export function ContentPageSearch({ onPick }: { onPick: (page: ContentPage) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text).trim();
  const [found, setFound] = useState<ContentPage[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'loaded' | 'failed'>('idle');
  const [picked, setPicked] = useState<ContentPage | null>(null);

  useEffect(() => {
    if (phrase.length < 2) return setStatus('idle');
    let current = true;
    setStatus('loading');
    searchContentPages(phrase).then(
      (pages) => current && (setFound(pages), setStatus('loaded')),
      () => current && (setFound([]), setStatus('failed')),
    );
    return () => {
      current = false;
    };
  }, [phrase]);

  const note = {
    idle: 'Type at least 2 characters of its name.',
    loading: 'Searching…',
    loaded: found.length ? '' : 'No matches.',
    failed: 'The search failed; try again.',
  }[status];
  return (
    <div className="field">
      <label htmlFor={id}>Content item</label>
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        aria-describedby={`${id}-note`}
        onChange={(event) => setText(event.target.value)}
      />
      <small id={`${id}-note`} aria-live="polite">
        {picked ? `Showing ${picked.label}. ` : ''}
        {note}
      </small>
      {status === 'loaded' && found.length > 0 && (
        <ul className="layout-preview-matches" aria-label="Matching content items">
          {found.map((page) => (
            <li key={page.id}>
              <button
                type="button"
                aria-pressed={picked?.id === page.id}
                onClick={() => (setPicked(page), onPick(page))}
              >
                {page.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
