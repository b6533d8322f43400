import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { useOwnContent } from '../api/find-own-content.ts';

interface ItemChooserProps {
  value: { id: number; name: string } | null;
  onChange: (item: { id: number; name: string } | null) => void;
  error?: string;
}

/** Finds an item of this site by name or ID and chooses it (a radio group of the matches). */
export function ItemChooser({ value, onChange, error }: ItemChooserProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const { data, loading } = useOwnContent(search);
  const matches = data?.getContentStream.edges.map((edge) => edge.node) ?? [];

  if (value)
    return (
      <div className="field">
        <span className="field-label">Item</span>
        <p>
          <strong>{value.name}</strong> (ID {value.id}){' '}
          <button type="button" onClick={() => onChange(null)}>
            Choose another item
          </button>
        </p>
      </div>
    );
  return (
    <fieldset className="field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Item</legend>
      <label htmlFor={`${id}-search`}>Find an item of this site</label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Name or ID"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p role="status" aria-live="polite">
        {search.trim().length < 2
          ? 'Type at least two characters.'
          : loading
            ? 'Searching…'
            : matches.length === 0
              ? 'No item of this site matches.'
              : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`}
      </p>
      {matches.map((item) => (
        <label key={item.id} className="choice">
          <input type="radio" name={`${id}-item`} onChange={() => onChange({ id: item.id, name: item.name })} />{' '}
          {item.name}{' '}
          <small>
            ({item.type}, ID {item.id})
          </small>
        </label>
      ))}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
