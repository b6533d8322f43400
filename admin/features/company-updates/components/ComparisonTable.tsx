import type { CompanyProfile, CompanyUpdateDetail } from '../api/get-company-update.ts';
import { comparisonRows } from '../profile-values.ts';

/** The company's live values beside what it submitted; changed rows are marked. */
export function ComparisonTable({
  update,
}: {
  update: CompanyUpdateDetail & { submitted: CompanyProfile; current: CompanyProfile };
}) {
  const rows = comparisonRows(update.current, update.submitted);
  const logo = update.submitted.logo;
  return (
    <table className="company-comparison">
      <caption>Current and submitted values</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Current</th>
          <th scope="col">Submitted</th>
        </tr>
      </thead>
      <tbody>
        <tr className={logo ? 'changed' : undefined}>
          <th scope="row">Logo</th>
          <td>
            {update.company.logoSrc ? (
              <img src={update.company.logoSrc} alt={`Current logo of ${update.company.name}`} />
            ) : (
              '—'
            )}
          </td>
          <td>{logo ? <img src={logo.src} alt={`Submitted logo of ${update.company.name}`} /> : 'No new logo'}</td>
        </tr>
        {rows.map(([label, current, submitted]) => (
          <tr key={label} className={current !== submitted ? 'changed' : undefined}>
            <th scope="row">{label}</th>
            <td style={{ whiteSpace: 'pre-line' }}>{current || '—'}</td>
            <td style={{ whiteSpace: 'pre-line' }}>
              {submitted || '—'}
              {current !== submitted && <span className="visually-hidden"> (changed)</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
