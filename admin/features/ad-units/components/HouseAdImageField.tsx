import { useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { uploadMedia } from '../../../shared/api/upload-media.ts';
import type { HouseAdFormValues } from '../house-ad-form-values.ts';

type Image = HouseAdFormValues['image'];

interface HouseAdImageFieldProps {
  value: Image;
  onChange: (image: Image) => void;
  error?: FieldError;
}

/** The creative's image: uploaded into the site's media library here, shown as it will be served. */
export function HouseAdImageField({ value, onChange, error }: HouseAdImageFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const stored = await uploadMedia(file);
      onChange({ id: String(stored.id), src: stored.src, fileName: stored.fileName });
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const problem = uploadError ?? error?.message;
  return (
    <div className="field">
      <span id={`${id}-label`}>Image</span>
      {value.src ? (
        <img className="house-ad-preview" src={value.src} alt={`Current image: ${value.fileName}`} />
      ) : (
        <p>No image yet.</p>
      )}
      <label htmlFor={id} className="upload-button">
        {uploading ? 'Uploading…' : value.src ? 'Replace image' : 'Upload image'}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={uploading}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <small id={`${id}-hint`}>Stored in the media library; draw it at twice the slot's size for sharp screens.</small>
      {problem && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
