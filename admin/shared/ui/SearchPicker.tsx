import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface PickedItem {
  id: number;
  label: string;
}

interface SearchPickerProps {
  label: string;
  /** Finds matches for the (debounced) text. */
  search: (text: string) => Promise<PickedItem[]>;
  value: PickedItem[];
  onChange: (items: PickedItem[]) => void;
  /** One item at most (company). */
  single?: boolean;
  /** The chosen items are shown elsewhere (an ordered list): no chips here. */
  hideChosen?: boolean;
}

/** Picks items found by a debounced search (authors, taxonomy, company); the chosen ones show as removable chips. */
export function SearchPicker({
  label,
  search,
  value,
  onChange,
  single = false,
  hideChosen = false,
}: SearchPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text);
  const [matches, setMatches] = useState<PickedItem[]>([]);
  const [status, setStatus] = useState<'initial' | 'loading' | 'short' | 'loaded'>('initial');

  useEffect(() => {
    if (phrase.trim().length < 2) {
      setMatches([]);
      setStatus(phrase ? 'short' : 'initial');
      return;
    }
    let current = true;
    setStatus('loading');
    search(phrase.trim()).then(
      (found) =>
        current &&
        (setMatches(found.filter((item) => !value.some((chosen) => chosen.id === item.id)).slice(0, 20)),
        setStatus('loaded')),
      () => current && (setMatches([]), setStatus('loaded')),
    );
    return () => {
      current = false;
    };
  }, [phrase, search, value]);

  const choose = (item: PickedItem) => {
    onChange(single ? [item] : [...value, item]);
    setText('');
  };
  const empty = { initial: '', loading: 'Searching…', short: 'Type at least 2 characters.', loaded: 'No matches.' }[
    status
  ];
  return (
    <div className="field picker">
      <label htmlFor={id}>{label}</label>
      {!hideChosen && value.length > 0 && (
        <ul className="chips" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((item) => (
            <li key={item.id}>
              {item.label}
              <button
                type="button"
                aria-label={`Remove ${item.label}`}
                onClick={() => onChange(value.filter((chosen) => chosen.id !== item.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={`Search ${label.toLowerCase()}…`}
        autoComplete="off"
      />
      {matches.length > 0 ? (
        <ul className="picker-matches" aria-label={`${label} matches`}>
          {matches.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => choose(item)}>
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        empty && <small role="status">{empty}</small>
      )}
    </div>
  );
}
