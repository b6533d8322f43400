import { Link } from 'react-router';
import type { NewDesignMigrationPlan } from '../api/get-new-design-migration-plan.ts';

/** Each row whose layout the new design maps: where it is, from → to, and whether the migration stores it. */
export function RowChangesTable({ rows }: { rows: NewDesignMigrationPlan['rows'] }) {
  if (rows.length === 0) return <p>No row of the site&apos;s layouts has a layout the new design maps.</p>;
  return (
    <div className="migration-scroll">
      <table className="data-table">
        <caption className="visually-hidden">The rows the new design maps</caption>
        <thead>
          <tr>
            <th scope="col">Layout</th>
            <th scope="col">Grid</th>
            <th scope="col">Row</th>
            <th scope="col">From → to</th>
            <th scope="col">Migration</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.layoutId}-${row.grid}-${row.row}`}>
              <td>
                <Link to={`/edit-web-layout/${row.layoutId}`}>{row.layoutName}</Link>
              </td>
              <td>{row.grid}</td>
              <td>{row.row}</td>
              <td>
                {row.from} → {row.to}
              </td>
              <td>{row.rewritten ? 'Rewritten' : 'Mapped when rendered'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
