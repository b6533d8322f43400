import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { searchMedia, type MediaChoice } from '../api/search-media.ts';
import { uploadMedia } from '../../../shared/api/upload-media.ts';
import { FieldShell, describedBy } from './FieldShell.tsx';
import { errorOf, type FieldProps } from './field-props.ts';

/** A logo or image of the media library: picked by search, uploaded, or its path typed. */
export function ImageField({ form, spec }: FieldProps<'image'>) {
  const id = useId();
  const accept = spec.accept ?? 'image';
  const src = (useWatch({ control: form.control, name: spec.name }) as string | undefined) ?? '';
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const error = uploadError ?? errorOf(form, spec.name);
  const choose = (chosen: string) => {
    form.setValue(spec.name, chosen, { shouldDirty: true });
    form.clearErrors(spec.name);
    setPicking(false);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      choose((await uploadMedia(file)).src);
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <FieldShell id={id} label={spec.label} hint={spec.hint} error={error}>
      <div className="image-field">
        {src && accept === 'image' && <img src={src} alt="" className="image-preview" />}
        <input
          id={id}
          type="text"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: spec.hint, error })}
          {...form.register(spec.name)}
        />
        <button type="button" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          Choose from the media library
        </button>
        <label className="upload-button">
          {uploading ? 'Uploading…' : `Upload ${accept === 'ico' ? 'an .ico file' : 'an image'}`}
          <input
            type="file"
            className="visually-hidden"
            accept={accept === 'ico' ? '.ico,image/x-icon,image/vnd.microsoft.icon' : 'image/*'}
            aria-label={`Upload a file for ${spec.label}`}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {src && (
          <button type="button" onClick={() => choose('')}>
            Remove
          </button>
        )}
      </div>
      {picking && <MediaPicker label={spec.label} accept={accept} onChoose={choose} />}
    </FieldShell>
  );
}

function MediaPicker({
  label,
  accept,
  onChoose,
}: {
  label: string;
  accept: 'image' | 'ico';
  onChoose: (src: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text);
  const [choices, setChoices] = useState<MediaChoice[] | null>(null);
  useEffect(() => {
    let current = true;
    searchMedia(phrase.trim(), accept).then(
      (found) => current && setChoices(found),
      () => current && setChoices([]),
    );
    return () => {
      current = false;
    };
  }, [phrase, accept]);
  return (
    <div className="media-picker">
      <label htmlFor={id}>Search the media library</label>
      <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      {choices === null ? (
        <small role="status">Searching…</small>
      ) : choices.length === 0 ? (
        <small role="status">No matches.</small>
      ) : (
        <ul className="media-choices" aria-label={`${label}: media library matches`}>
          {choices.map((choice) => (
            <li key={choice.id}>
              <button type="button" onClick={() => onChoose(choice.src)}>
                {accept === 'image' && <img src={choice.thumbnail} alt="" />}
                {choice.fileName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
