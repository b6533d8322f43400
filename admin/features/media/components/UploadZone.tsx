import { useState, type DragEvent } from 'react';
import type { UploadStatus } from '../hooks/use-uploads.ts';

/** File input and drop area for several files, with each upload's progress or error. */
export function UploadZone({
  uploads,
  onFiles,
  onClear,
}: {
  uploads: UploadStatus[];
  onFiles: (files: File[]) => void;
  onClear: () => void;
}) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
  };
  return (
    <section className="media-upload" aria-labelledby="media-upload-title">
      <h2 id="media-upload-title">Upload</h2>
      <div
        className={over ? 'media-drop is-over' : 'media-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label htmlFor="media-files">Choose images or files, or drop them here</label>
        <input
          id="media-files"
          type="file"
          multiple
          onChange={(e) => {
            if (e.target.files?.length) onFiles([...e.target.files]);
            e.target.value = '';
          }}
        />
        <p className="media-hint">
          Images (JPEG, PNG, WebP, GIF, AVIF) are resized for the site; PDF, Office, ZIP and audio files are kept as
          they are. At most 25 MB each.
        </p>
      </div>
      {uploads.length > 0 && (
        <>
          <ul className="media-uploads" aria-label="Uploads">
            {uploads.map((u) => (
              <li key={u.key} className={`is-${u.state}`}>
                <span className="media-upload-name">{u.name}</span>
                {u.state === 'uploading' && <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />}
                {u.state === 'done' && <span>Uploaded</span>}
                {u.state === 'failed' && <span role="alert">Failed: {u.error}</span>}
              </li>
            ))}
          </ul>
          <button type="button" onClick={onClear}>
            Clear finished uploads
          </button>
        </>
      )}
    </section>
  );
}
