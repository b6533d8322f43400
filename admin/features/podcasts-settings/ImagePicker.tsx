import { useEffect, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { podcastImageTypes } from '../../../content-engine/shared/schemas/site-settings.ts';
import { uploadMedia } from '../../shared/api/upload-media.ts';
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

/** The file types the podcast image may be (spec admin §5), for the upload's file chooser. */
const accept = podcastImageTypes.map((type) => `.${type}`).join(',');

/**
 * One image from the media library, found by a debounced search or uploaded into it here;
 * picking or uploading another replaces it. The engine checks the type when the settings save.
 */
export function ImagePicker({ label, value, onChange, error, disabled = false }: ImagePickerProps) {
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
      onChange([{ id: stored.id, fileName: stored.fileName, src: stored.src }]);
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

  const describedBy = [`${id}-hint`, error || uploadError ? `${id}-error` : null].filter(Boolean).join(' ');
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
        One image at most: {podcastImageTypes.join(', ')}. Find it in the{' '}
        <a href="/admin/digital-media-library" target="_blank" rel="noreferrer">
          media library
        </a>{' '}
        or upload it here.
      </small>
      {!disabled && (
        <label className="upload-button">
          {uploading ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
          <input
            type="file"
            accept={accept}
            disabled={uploading}
            className="visually-hidden"
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {(uploadError ?? error) && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {uploadError ?? error?.message}
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
