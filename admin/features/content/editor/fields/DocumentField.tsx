import { useState } from 'react';
import { notify } from '../../../../../content-engine/client/toasts.tsx';
import { uploadMedia } from '../../../../shared/api/upload-media.ts';
import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import { searchFiles, type LibraryFile } from '../../api/search-files.ts';
import { SearchPicker } from '../../../../shared/ui/SearchPicker.tsx';
import type { FieldGroupProps } from './form-types.ts';

const fileAddress = /^\s*(|\/files\/\S+|https?:\/\/\S+)\s*$/;

/** The document to download: uploaded to or picked from the media library, or an outside address. */
export function DocumentField({ register, errors, setValue, watch }: FieldGroupProps) {
  const file = watch('file');
  const [uploading, setUploading] = useState(false);
  const [found, setFound] = useState<Map<number, LibraryFile>>(new Map());
  const use = (chosen: LibraryFile) =>
    setValue(
      'file',
      { src: chosen.src, fileName: chosen.fileName, mimeType: chosen.mimeType, assetId: chosen.id },
      { shouldDirty: true, shouldValidate: true },
    );
  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    setUploading(true);
    try {
      const asset = await uploadMedia(chosen);
      use({ id: asset.id, src: asset.src, fileName: asset.fileName, mimeType: asset.mimeType });
      notify.success(`Uploaded ${asset.fileName} to the media library.`);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="field-group" role="group" aria-label="Document">
      <div className="field">
        <label htmlFor="document-upload">Upload a document</label>
        <input
          id="document-upload"
          type="file"
          accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.csv,.txt,.zip"
          disabled={uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <small>PDF, Word, Excel, PowerPoint, CSV, text or zip; it is added to the media library.</small>
        {uploading && <small role="status">Uploading…</small>}
      </div>
      <SearchPicker
        label="Or pick a file of the media library"
        single
        search={async (text) => {
          const files = await searchFiles(text);
          setFound(new Map(files.map((f) => [f.id, f])));
          return files.map((f) => ({ id: f.id, label: f.fileName }));
        }}
        value={file.assetId ? [{ id: file.assetId, label: file.fileName || file.src }] : []}
        onChange={(items) => {
          const chosen = items[0] && found.get(items[0].id);
          if (chosen) use(chosen);
          else setValue('file', { src: '', fileName: '', mimeType: '', assetId: null }, { shouldDirty: true });
        }}
      />
      <TextField
        label="File address"
        registration={register('file.src', {
          pattern: {
            value: fileAddress,
            message: 'Must be a file of the media library (/files/…) or an http(s) address',
          },
          onChange: () => setValue('file.assetId', null),
        })}
        error={errors.file?.src}
        hint="Filled by an upload or a pick; or an outside https:// address."
      />
      <TextField label="File name" registration={register('file.fileName')} hint="The name readers download it as." />
    </div>
  );
}
