import { Link, useSearchParams } from 'react-router';
import { useLayoutBlockUsage, type BlockTypeUsage } from './api/get-layout-block-usage.ts';
import { DevToolPage } from './components/DevToolPage.tsx';
import { SiteSelect } from './components/SiteSelect.tsx';
import { listText, param, placementText, withParams } from './placements.ts';

/** /admin/layout-block-usage: per block type, which layouts (of which sites) use it, and where in their grids. */
export default function LayoutBlockUsagePage() {
  const [params, setParams] = useSearchParams();
  const site = param(params, 'site');
  const blockType = param(params, 'blockType');
  const { data, loading, error } = useLayoutBlockUsage(site ? [site] : []);
  const types = data?.getLayoutBlockUsage.blockTypes ?? [];
  const chosen = types.find((usage) => usage.blockType === blockType);
  const set = (changes: Record<string, string>) => setParams(withParams(params, changes));
  const panel = (
    <>
      <div className="field">
        <label htmlFor="usage-block-type">Block type</label>
        <select id="usage-block-type" value={blockType} onChange={(event) => set({ blockType: event.target.value })}>
          <option value="">All block types</option>
          {[...types]
            .sort((a, b) => a.blockType.localeCompare(b.blockType))
            .map((usage) => (
              <option key={usage.blockType} value={usage.blockType}>
                {usage.blockType}
              </option>
            ))}
        </select>
      </div>
      <SiteSelect value={site} onChange={(key) => set({ site: key })} />
    </>
  );
  const status = loading
    ? 'Loading…'
    : error
      ? 'The block usage could not be loaded.'
      : chosen
        ? `${chosen.blockType}: ${chosen.blockCount} blocks in ${chosen.layoutCount} layouts`
        : `${types.length} block types; ${types.filter((usage) => usage.layoutCount > 0).length} used by a layout`;
  return (
    <DevToolPage title="Layout Block Usage" panel={panel} status={status}>
      {chosen ? (
        <BlockTypeLayouts usage={chosen} />
      ) : (
        !loading && <BlockTypeSummary types={types} onChoose={(type) => set({ blockType: type })} />
      )}
    </DevToolPage>
  );
}

function BlockTypeSummary({ types, onChoose }: { types: BlockTypeUsage[]; onChoose: (type: string) => void }) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">Block types by the number of layouts that use them</caption>
      <thead>
        <tr>
          <th scope="col">Block type</th>
          <th scope="col">Layouts</th>
          <th scope="col">Blocks</th>
        </tr>
      </thead>
      <tbody>
        {types.map((usage) => (
          <tr key={usage.blockType}>
            <td>
              <button type="button" className="analysis-link-button" onClick={() => onChoose(usage.blockType)}>
                {usage.blockType}
              </button>
              {!usage.known && <span className="hint"> (unknown type: renders nothing)</span>}
            </td>
            <td>{usage.layoutCount}</td>
            <td>{usage.blockCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BlockTypeLayouts({ usage }: { usage: BlockTypeUsage }) {
  if (usage.layouts.length === 0) return <p>No layout uses {usage.blockType}.</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">Layouts that use {usage.blockType}</caption>
      <thead>
        <tr>
          <th scope="col">Layout</th>
          <th scope="col">Type</th>
          <th scope="col">Sites</th>
          <th scope="col">Where</th>
        </tr>
      </thead>
      <tbody>
        {usage.layouts.map((layout) => (
          <tr key={layout.id}>
            <td>
              <Link to={`/edit-web-layout/${layout.id}`}>{layout.name}</Link>
            </td>
            <td>{layout.type}</td>
            <td>{layout.isGlobal ? `Global (${layout.sites.join(', ')})` : layout.sites.join(', ')}</td>
            <td>{listText(layout.placements.map(placementText))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
