import { useEffect, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { searchImages } from './api/search-images.ts';
import type { PickedImage } from './podcast-form-values.ts';

interface ImagePickerProps {
  label: string;
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error?: FieldError;
  disabled?: boolean;
}

/**
 * One image from the media library, found by a debounced search; picking another replaces it.
 * New files are uploaded in the media library (its link opens in a new tab).
 */
export function ImagePicker({ label, value, onChange, error, disabled = false }: ImagePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text).trim();
  const [matches, setMatches] = useState<PickedImage[]>([]);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (phrase.length < 2) {
      setMatches([]);
      setStatus(phrase ? 'Type at least 2 characters.' : '');
      return;
    }
    let current = true;
    setStatus('Searching…');
    searchImages(phrase).then(
      (found) => current && (setMatches(found), setStatus(found.length ? '' : 'No matches.')),
      (failure: Error) => current && (setMatches([]), setStatus(failure.message)),
    );
    return () => {
      current = false;
    };
  }, [phrase]);

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field picker">
      <label htmlFor={id}>{label}</label>
      {value.map((image) => (
        <div className="picked-image" key={image.id}>
          <img src={image.src} alt="" width={80} height={80} />
          <span>{image.fileName}</span>
          {!disabled && (
            <button type="button" className="secondary" onClick={() => onChange([])}>
              Remove {image.fileName}
            </button>
          )}
        </div>
      ))}
      <input
        id={id}
        type="text"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search the media library…"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <small id={`${id}-hint`}>
        One image at most: png, jpg, jpeg, psd, gif, avif, ico, tiff, tif or bmp. Upload new files in the{' '}
        <a href="/admin/digital-media-library" target="_blank" rel="noreferrer">
          media library
        </a>
        .
      </small>
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
                  onChange([image]);
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
