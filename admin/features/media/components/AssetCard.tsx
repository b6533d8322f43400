import { useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { deleteAsset } from '../api/delete-asset.ts';
import { updateAsset } from '../api/update-asset.ts';
import { thumbnailOf, type MediaAsset } from '../api/media-asset.ts';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(`${what} copied.`);
  } catch {
    notify.error(`Could not copy the ${what.toLowerCase()}: ${text}`);
  }
}

/** One asset: thumbnail, details, edit form for alt/caption/credit, copy and delete. */
export function AssetCard({ asset, onChanged }: { asset: MediaAsset; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState({ alt: asset.alt, caption: asset.caption, credit: asset.credit });
  const [busy, setBusy] = useState(false);
  const idBase = `asset-${asset.id}`;

  async function save() {
    setBusy(true);
    try {
      await updateAsset({ id: asset.id, ...text });
      notify.success('Asset saved.');
      setEditing(false);
      onChanged();
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(`Delete ${asset.fileName}? Content that shows it will lose it.`)) return;
    try {
      await deleteAsset(asset.id);
      notify.success('Asset deleted.');
      onChanged();
    } catch (error) {
      notify.error((error as Error).message);
    }
  }

  return (
    <li className="media-card">
      {asset.type === 'Image' ? (
        <img
          src={thumbnailOf(asset)}
          alt={asset.alt || asset.fileName}
          loading="lazy"
          width={160}
          height={asset.width && asset.height ? Math.round((160 * asset.height) / asset.width) : 120}
        />
      ) : (
        <span className="media-file-icon" aria-hidden="true">
          {asset.fileName.split('.').pop()?.toUpperCase()}
        </span>
      )}
      <p className="media-name" title={asset.fileName}>
        {asset.fileName}
      </p>
      <p className="media-meta">
        {asset.type === 'Image' && asset.width ? `${asset.width} × ${asset.height}` : asset.mimeType} · id {asset.id}
      </p>
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          className="media-edit"
        >
          {(['alt', 'caption', 'credit'] as const).map((field) => (
            <label key={field} htmlFor={`${idBase}-${field}`}>
              {field === 'alt' ? 'Alt text' : field[0]!.toUpperCase() + field.slice(1)}
              <input
                id={`${idBase}-${field}`}
                value={text[field]}
                onChange={(e) => setText({ ...text, [field]: e.target.value })}
              />
            </label>
          ))}
          <div className="media-actions">
            <button type="submit" disabled={busy}>
              Save
            </button>
            <button type="button" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="media-actions">
          <button type="button" onClick={() => setEditing(true)} aria-label={`Edit ${asset.fileName}`}>
            Edit
          </button>
          <button
            type="button"
            onClick={() => void copy(String(asset.id), 'Asset id')}
            aria-label={`Copy id of ${asset.fileName}`}
          >
            Copy id
          </button>
          <button
            type="button"
            onClick={() => void copy(new URL(asset.src, window.location.origin).href, 'URL')}
            aria-label={`Copy URL of ${asset.fileName}`}
          >
            Copy URL
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => void remove()}
            aria-label={`Delete ${asset.fileName}`}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}
