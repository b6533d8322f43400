import { useSearchParams } from 'react-router';
import { useLayoutAnalysis } from './api/get-layout-analysis.ts';
import { DevToolPage } from './components/DevToolPage.tsx';
import { SiteAnalysis } from './components/SiteAnalysis.tsx';
import { SiteSelect } from './components/SiteSelect.tsx';
import { param, withParams } from './placements.ts';

/** /admin/layout-analysis: per site, its layouts by type, the layout each kind of page gets, and the problems found. */
export default function LayoutAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const site = param(params, 'site');
  const { data, loading, error } = useLayoutAnalysis(site ? [site] : []);
  const sites = data?.getLayoutAnalysis.sites ?? [];
  const problems = sites.reduce((sum, analysis) => sum + analysis.problems.length, 0);
  const status = loading
    ? 'Loading…'
    : error
      ? 'The layout analysis could not be loaded.'
      : `${sites.length} ${sites.length === 1 ? 'site' : 'sites'}, ${problems} ${problems === 1 ? 'problem' : 'problems'} found`;
  return (
    <DevToolPage
      title="Layout Analysis"
      panel={<SiteSelect value={site} onChange={(key) => setParams(withParams(params, { site: key }))} />}
      status={status}
    >
      {!loading && sites.map((analysis) => <SiteAnalysis key={analysis.site.key} analysis={analysis} />)}
    </DevToolPage>
  );
}
