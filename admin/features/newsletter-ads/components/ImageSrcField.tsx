import { useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { searchImages } from '../api/search-images.ts';
import { useDebouncedSearch } from '../../../shared/ui/use-debounced-search.ts';

/** An image of the ad (its address), picked from the media library by a search; removable. */
export function ImageSrcField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (src: string) => void;
  error?: FieldError;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const { matches, status } = useDebouncedSearch(text, searchImages);
  return (
    <div className="field picker">
      <label htmlFor={id}>{label}</label>
      {value && (
        <div className="picked-image">
          <img src={value} alt="" width={80} height={80} />
          <span>{value.split('/').pop()}</span>
          <button type="button" className="secondary" onClick={() => onChange('')}>
            Remove {label.toLowerCase()}
          </button>
        </div>
      )}
      <input
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search the media library…"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </span>
      )}
      {matches.length > 0 ? (
        <ul className="picker-matches" aria-label={`${label} matches`}>
          {matches.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(image.src);
                  setText('');
                }}
              >
                {image.fileName}
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
