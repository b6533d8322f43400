import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { formatDateTime } from '../../shared/ui/format.ts';
import { useSiteSettingsAnalysis, type SiteSettingsAnalysis } from './api/get-site-settings-analysis.ts';
import { DevToolPage } from './components/DevToolPage.tsx';
import { SiteSelect } from './components/SiteSelect.tsx';
import { param, withParams } from './placements.ts';

const differText = (settings: number, sites: number) =>
  `${settings} ${settings === 1 ? 'setting differs' : 'settings differ'} from the defaults on at least one of ${sites} ${sites === 1 ? 'site' : 'sites'}`;

/** /admin/ss-analysis: the settings keys × sites, each site's value where it differs from the default. */
export default function SiteSettingsAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const site = param(params, 'site');
  const [search, setSearch] = useState(param(params, 'search'));
  const debounced = useDebouncedValue(search);
  useEffect(() => {
    if (debounced !== param(params, 'search')) setParams(withParams(params, { search: debounced }), { replace: true });
  }, [debounced, params, setParams]);
  const { data, loading, error } = useSiteSettingsAnalysis(site ? [site] : [], param(params, 'search'));
  const analysis = data?.getSiteSettingsAnalysis;
  const panel = (
    <>
      <div className="field">
        <label htmlFor="ss-search">Setting key</label>
        <input
          id="ss-search"
          type="search"
          maxLength={200}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby="ss-search-hint"
        />
        <small id="ss-search-hint">Part of a key, e.g. header or logoHeight</small>
      </div>
      <SiteSelect value={site} onChange={(key) => setParams(withParams(params, { site: key }))} />
    </>
  );
  const status = loading
    ? 'Loading…'
    : error
      ? 'The site settings analysis could not be loaded.'
      : differText(analysis?.settings.length ?? 0, analysis?.sites.length ?? 0);
  return (
    <DevToolPage title="Site Settings Analysis" panel={panel} status={status}>
      {analysis && !loading && <SettingsTable analysis={analysis} />}
    </DevToolPage>
  );
}

function SettingsTable({ analysis }: { analysis: SiteSettingsAnalysis }) {
  const { sites, settings } = analysis;
  return (
    <div className="analysis-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Settings keys by site; an empty cell keeps the default</caption>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Default</th>
            {sites.map((s) => (
              <th key={s.key} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Design</th>
            <td>Old</td>
            {sites.map((s) => (
              <td key={s.key}>{s.useNewDesign ? 'New' : 'Old'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Enabled modules</th>
            <td>—</td>
            {sites.map((s) => (
              <td key={s.key}>{s.modules.join(', ') || 'none'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Last saved</th>
            <td>—</td>
            {sites.map((s) => (
              <td key={s.key}>{s.updated ? formatDateTime(s.updated) : 'never (defaults)'}</td>
            ))}
          </tr>
          {settings.map((setting) => (
            <tr key={setting.key}>
              <th scope="row">
                {setting.key} <span className="hint">({setting.differingSites})</span>
              </th>
              <td className="analysis-value">{setting.defaultValue ?? 'unset'}</td>
              {setting.values.map((value, i) => (
                <td key={sites[i]!.key} className="analysis-value">
                  {value ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
