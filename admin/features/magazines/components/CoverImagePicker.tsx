import { useEffect, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { uploadMedia } from '../../../shared/api/upload-media.ts';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { searchImages } from '../api/search-images.ts';
import type { PickedImage } from './picked-image.ts';

interface CoverImagePickerProps {
  label: string;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  error?: FieldError;
}

/**
 * One image from the media library, found by a debounced search (500 ms) or uploaded into it
 * here; picking or uploading another replaces it. The engine checks it is an image of the site.
 */
export function CoverImagePicker({ label, value, onChange, error }: CoverImagePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text).trim();
  const [matches, setMatches] = useState<PickedImage[]>([]);
  const [status, setStatus] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const stored = await uploadMedia(file);
      onChange({ id: stored.id, fileName: stored.fileName, src: stored.src });
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setUploading(false);
    }
  };

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

  const message = uploadError ?? error?.message;
  return (
    <div className="field picker">
      <label htmlFor={id}>{label}</label>
      {value && (
        <div className="picked-image">
          <img src={value.src} alt="" width={80} height={80} />
          <span>{value.fileName}</span>
          <button type="button" className="secondary" onClick={() => onChange(null)}>
            Remove {value.fileName}
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
        aria-invalid={message ? true : undefined}
        aria-describedby={[`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      <small id={`${id}-hint`}>
        Find an image in the{' '}
        <a href="/admin/digital-media-library" target="_blank" rel="noreferrer">
          media library
        </a>{' '}
        or upload one here.
      </small>
      <label className="upload-button">
        {uploading ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
        <input
          type="file"
          accept="image/*"
          disabled={uploading}
          className="visually-hidden"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {message && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {message}
        </span>
      )}
      {matches.length > 0 ? (
        <ul className="picker-matches" aria-label={`${label} matches`}>
          {matches.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(image);
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
