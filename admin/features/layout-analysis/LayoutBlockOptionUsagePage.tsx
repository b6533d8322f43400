import { Link, useSearchParams } from 'react-router';
import { useLayoutBlockOptionUsage, type LayoutBlockOptionUsage } from './api/get-layout-block-option-usage.ts';
import { useLayoutBlockUsage } from './api/get-layout-block-usage.ts';
import { DevToolPage } from './components/DevToolPage.tsx';
import { SiteSelect } from './components/SiteSelect.tsx';
import { param, placementText, withParams } from './placements.ts';

/**
 * /admin/layout-block-option-usage: for a chosen block type, each setting its blocks have with
 * each value, counted; choosing a value lists the blocks that have it (e.g. population.scheduleOption = "Featured").
 */
export default function LayoutBlockOptionUsagePage() {
  const [params, setParams] = useSearchParams();
  const site = param(params, 'site');
  const blockType = param(params, 'blockType');
  const option = param(params, 'option');
  const value = param(params, 'value');
  const sites = site ? [site] : [];
  const types = useLayoutBlockUsage(sites).data?.getLayoutBlockUsage.blockTypes ?? [];
  const { data, loading, error } = useLayoutBlockOptionUsage({ blockType, sites, option, value });
  const usage = blockType ? data?.getLayoutBlockOptionUsage : undefined;
  const set = (changes: Record<string, string>) => setParams(withParams(params, changes));
  const panel = (
    <>
      <div className="field">
        <label htmlFor="option-block-type">Block type</label>
        <select
          id="option-block-type"
          value={blockType}
          onChange={(event) => set({ blockType: event.target.value, option: '', value: '' })}
        >
          <option value="">Choose a block type</option>
          {types
            .filter((type) => type.blockCount > 0 || type.blockType === blockType)
            .map((type) => (
              <option key={type.blockType} value={type.blockType}>
                {type.blockType} ({type.blockCount})
              </option>
            ))}
        </select>
      </div>
      <SiteSelect value={site} onChange={(key) => set({ site: key })} />
    </>
  );
  const status = !blockType
    ? 'Choose a block type to see the settings its blocks use.'
    : loading
      ? 'Loading…'
      : error
        ? 'The option usage could not be loaded.'
        : `${blockType}: ${usage?.blockCount ?? 0} blocks, ${usage?.options.length ?? 0} settings`;
  return (
    <DevToolPage title="Layout Block Option Usage" panel={panel} status={status}>
      {usage && !loading && (
        <>
          <OptionValues usage={usage} onChoose={(o, v) => set({ option: o, value: v })} />
          {option && (
            <Matches usage={usage} option={option} value={value} onClear={() => set({ option: '', value: '' })} />
          )}
        </>
      )}
    </DevToolPage>
  );
}

function OptionValues({
  usage,
  onChoose,
}: {
  usage: LayoutBlockOptionUsage;
  onChoose: (option: string, value: string) => void;
}) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">Settings of {usage.blockType} blocks and their values</caption>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Value</th>
          <th scope="col">Blocks</th>
          <th scope="col">Layouts</th>
        </tr>
      </thead>
      <tbody>
        {usage.options.flatMap(({ option, values }) =>
          values.map((entry) => (
            <tr key={`${option}=${entry.value}`}>
              <th scope="row">{option}</th>
              <td className="analysis-value">
                <button
                  type="button"
                  className="analysis-link-button"
                  aria-label={`Layouts where ${option} is ${entry.value}`}
                  onClick={() => onChoose(option, entry.value)}
                >
                  {entry.value}
                </button>
              </td>
              <td>{entry.blockCount}</td>
              <td>{entry.layoutCount}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

function Matches({
  usage,
  option,
  value,
  onClear,
}: {
  usage: LayoutBlockOptionUsage;
  option: string;
  value: string;
  onClear: () => void;
}) {
  return (
    <section className="analysis-section" aria-labelledby="option-matches">
      <h2 id="option-matches">
        Blocks where {option} {value ? `= ${value}` : 'is set'} ({usage.matches.length})
      </h2>
      <button type="button" className="secondary" onClick={onClear}>
        Clear the chosen value
      </button>
      <table className="data-table">
        <caption className="visually-hidden">The blocks with this value</caption>
        <thead>
          <tr>
            <th scope="col">Layout</th>
            <th scope="col">Sites</th>
            <th scope="col">Where</th>
            <th scope="col">Block</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {usage.matches.map((match) => (
            <tr key={`${match.layoutId}-${match.blockId}`}>
              <td>
                <Link to={`/edit-web-layout/${match.layoutId}`}>{match.layoutName}</Link>
              </td>
              <td>{match.sites.join(', ')}</td>
              <td>{placementText(match)}</td>
              <td>{match.blockId}</td>
              <td className="analysis-value">{match.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
