import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { searchContent } from '../api/search-content.ts';
import type { PickedContent } from './picked-content.ts';

/** Finds published items by name or id (debounced) and adds the chosen one; those already listed are left out. */
export function ContentPicker({
  label,
  chosen,
  onPick,
  disabled,
}: {
  label: string;
  chosen: readonly PickedContent[];
  onPick: (item: PickedContent) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text).trim();
  const [matches, setMatches] = useState<PickedContent[]>([]);
  const [status, setStatus] = useState('');
  const chosenIds = chosen.map((item) => item.id).join(',');

  useEffect(() => {
    if (phrase.length < 2) {
      setMatches([]);
      setStatus(phrase ? 'Type at least 2 characters.' : '');
      return;
    }
    let current = true;
    setStatus('Searching…');
    searchContent(phrase).then(
      (found) => {
        if (!current) return;
        const fresh = found.filter((item) => !chosenIds.split(',').includes(String(item.id)));
        setMatches(fresh);
        setStatus(fresh.length ? '' : 'No matches.');
      },
      (failure: Error) => current && (setMatches([]), setStatus(failure.message)),
    );
    return () => {
      current = false;
    };
  }, [phrase, chosenIds]);

  return (
    <div className="field picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search published content by name or id…"
        autoComplete="off"
      />
      {matches.length > 0 ? (
        <ul className="picker-matches" aria-label={`${label} matches`}>
          {matches.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(item);
                  setText('');
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        status && <small role="status">{status}</small>
      )}
    </div>
  );
}
