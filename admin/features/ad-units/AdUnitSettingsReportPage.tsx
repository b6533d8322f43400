import { Link } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { useAdUnitSettingsReport } from './api/get-ad-unit-settings-report.ts';
import { reportColumns, reportCsv } from './report-csv.ts';
import './ad-units.css';

const download = (csv: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ad-unit-settings-report.csv';
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * /admin/ad-unit-settings-report: every ad unit pattern with its settings and where it serves —
 * the layouts whose blocks place it or whose ad exclusions remove it, and its house ads — plus
 * layout blocks naming a key no pattern has; downloadable as CSV.
 */
export default function AdUnitSettingsReportPage() {
  return (
    <RequirePermission permissions={['view_ad_unit_patterns', 'manage_ad_unit_patterns']}>
      <AdUnitSettingsReport />
    </RequirePermission>
  );
}

function AdUnitSettingsReport() {
  const { data, loading } = useAdUnitSettingsReport();
  const report = data?.getAdUnitSettingsReport;
  const rows = report?.rows ?? [];
  const actions = (
    <button type="button" disabled={!report} onClick={() => download(reportCsv(rows))}>
      Download CSV
    </button>
  );
  return (
    <PageWrapper title="Ad Unit Settings Report" actions={actions}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(rows.length)} ad unit pattern${rows.length === 1 ? '' : 's'}`}
      </p>
      <table className="data-table report-table">
        <caption className="visually-hidden">Ad unit settings</caption>
        <thead>
          <tr>
            {reportColumns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.unit.id}>
              {reportColumns.map((column, index) => (
                <td key={column.header}>
                  {index === 0 ? (
                    <Link to={`/edit-ad-unit-pattern/${row.unit.id}`}>{column.value(row)}</Link>
                  ) : (
                    column.value(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {report && report.unmatched.length > 0 && (
        <section aria-labelledby="unmatched-heading">
          <h2 id="unmatched-heading">Ad unit blocks naming no pattern</h2>
          <p>These layout blocks show nothing until a layout-block pattern has their key.</p>
          <ul>
            {report.unmatched.map((entry) => (
              <li key={entry.key}>
                <code>{entry.key || '(no key)'}</code>:{' '}
                {entry.layouts.map((layout, i) => (
                  <span key={layout.id}>
                    {i > 0 && ', '}
                    <a href={`/admin/edit-web-layout/${layout.id}`}>{layout.name}</a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageWrapper>
  );
}
