import { useStore } from '@nanostores/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { $site } from '../../shared/shell/site-context.ts';
import { formatCount } from '../../shared/ui/format.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { downloadReportCsv } from './api/download-report-csv.ts';
import { useReport } from './api/get-report.ts';
import { ChartData } from './ChartData.tsx';
import { everyDay } from './report-range.ts';
import { reportNameOf } from './report-name.ts';
import {
  readReportQuery,
  reportInput,
  reportPageSize,
  writeReportQuery,
  type ReportScreenQuery,
} from './report-query.ts';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportTable } from './ReportTable.tsx';
import './reports.css';

const ReportChart = lazy(() => import('./ReportChart.tsx'));

/** Every site report (/admin/<name>-report, /admin/cross-site-reports): one screen driven by the engine's definition. */
export default function ReportPage() {
  const name = reportNameOf(useLocation().pathname) ?? '';
  return (
    <RequirePermission permissions={['view_common_reports']}>
      {/* Keyed: another report starts afresh rather than showing the last one's rows while it loads. */}
      <Report key={name} name={name} />
    </RequirePermission>
  );
}

function Report({ name }: { name: string }) {
  const [params, setParams] = useSearchParams();
  const query = readReportQuery(params);
  const update = (change: Partial<ReportScreenQuery>) =>
    setParams(writeReportQuery({ ...query, page: 1, ...change }), { replace: true });
  const input = reportInput(name, query);
  const { data, loading, error } = useReport(input);
  const report = data?.getReport;
  const site = useStore($site);
  const siteNames = useMemo(() => new Map(site?.tenants.map((t) => [t.tenantKey, t.name]) ?? []), [site]);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(reportInput(name, query, { paged: false }));
    } catch (failure) {
      notify.error((failure as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  const points = useMemo(() => {
    if (!report) return [];
    const values = new Map(report.chart.points.map((point) => [point.day, point.value]));
    return everyDay(report.from, report.to).map((day) => ({ day, value: values.get(day) ?? 0 }));
  }, [report]);
  const total = report?.totalCount ?? 0;
  const first = total === 0 ? 0 : (query.page - 1) * reportPageSize + 1;
  const last = Math.min(total, query.page * reportPageSize);
  const siteCount = report?.sites.length ?? 1;

  return (
    <PageWrapper
      title={report?.title ?? 'Report'}
      panel={
        <ReportFilters
          query={query}
          update={update}
          filters={report?.filters ?? []}
          sites={report?.crossSite ? (site?.tenants.map((t) => ({ key: t.tenantKey, name: t.name })) ?? []) : null}
          siteName={site?.tenant?.name ?? 'current'}
        />
      }
      actions={
        <button type="button" onClick={() => void download()} disabled={downloading || !report || total === 0}>
          {downloading ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      }
    >
      {error && !report && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {report && (
        <>
          <p className="list-summary" role="status" aria-live="polite">
            {loading
              ? 'Loading…'
              : total === 0
                ? `Nothing to report from ${report.from} to ${report.to}.`
                : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} rows, ${report.from} to ${
                    report.to
                  }, ${siteCount} ${siteCount === 1 ? 'site' : 'sites'}`}
          </p>
          <figure className="report-figure">
            <figcaption>{report.chart.label}</figcaption>
            <Suspense fallback={<p className="report-chart">Loading the chart…</p>}>
              <ReportChart kind={report.chart.kind} label={report.chart.label} points={points} />
            </Suspense>
            <ChartData label={report.chart.label} points={points} />
          </figure>
          <ReportTable
            title={report.title}
            columns={report.columns}
            rows={report.rows as Record<string, unknown>[]}
            sort={report.sort}
            onSort={(sort, order) => update({ sort, order })}
            siteNames={siteNames}
          />
          <Pager page={query.page} pageSize={reportPageSize} total={total} onPage={(page) => update({ page })} />
        </>
      )}
    </PageWrapper>
  );
}
