import { useState } from 'react';
import { useAssetStream } from './api/get-asset-stream.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { assetPageSize, type AssetTypeFilter } from './api/media-asset.ts';
import { AssetCard } from './components/AssetCard.tsx';
import { UploadZone } from './components/UploadZone.tsx';
import { useUploads } from './hooks/use-uploads.ts';
import './media.css';

/** /admin/digital-media-library: upload, find, describe and delete the site's images and files (manage_assets). */
export default function MediaLibraryPage() {
  return (
    <RequirePermission permissions={['manage_assets']}>
      <MediaLibrary />
    </RequirePermission>
  );
}

function MediaLibrary() {
  const [type, setType] = useState<AssetTypeFilter>('');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(assetPageSize);
  const debouncedSearch = useDebouncedValue(search);
  const input = { type: type || null, search: debouncedSearch || null, pagination: { limit } };
  const { data, loading, reload } = useAssetStream({ input });
  const { uploads, start, clear } = useUploads(reload);
  const stream = data?.getAssetStream;

  return (
    <PageWrapper title="Digital Media Library">
      <UploadZone uploads={uploads} onFiles={(files) => void start(files)} onClear={clear} />
      <section aria-labelledby="media-library-title">
        <h2 id="media-library-title">Library</h2>
        <div className="media-filters">
          <label htmlFor="media-type">Show</label>
          <select id="media-type" value={type} onChange={(e) => setType(e.target.value as AssetTypeFilter)}>
            <option value="">Images and files</option>
            <option value="Image">Images</option>
            <option value="File">Files</option>
          </select>
          <label htmlFor="media-search">Search</label>
          <input
            id="media-search"
            type="search"
            value={search}
            placeholder="File name, alt text, caption, credit"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <p role="status" aria-live="polite" className="media-summary">
          {loading && !stream
            ? 'Loading…'
            : stream
              ? `${stream.totalCount.toLocaleString('en-US')} ${stream.totalCount === 1 ? 'asset' : 'assets'}`
              : ''}
        </p>
        {stream && (
          <ul className="media-grid" aria-busy={loading}>
            {stream.edges.map(({ node }) => (
              <AssetCard
                key={`${node.id}-${node.alt}-${node.caption}-${node.credit}`}
                asset={node}
                onChanged={reload}
              />
            ))}
          </ul>
        )}
        {stream && stream.edges.length < stream.totalCount && (
          <button type="button" onClick={() => setLimit(limit + assetPageSize)}>
            Show more
          </button>
        )}
      </section>
    </PageWrapper>
  );
}
