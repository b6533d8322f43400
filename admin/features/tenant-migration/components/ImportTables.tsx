import { formatCount } from '../../../shared/ui/format.ts';
import type { MigrationImport } from '../api/migration-imports.ts';

/** Per table of the bundle: its rows, and what the current run created, adopted and skipped. */
export function ImportTables({ job }: { job: MigrationImport }) {
  return (
    <table className="data-table">
      <caption>
        Bundle of {job.sourceName} ({job.sourceTenantKey})
      </caption>
      <thead>
        <tr>
          <th scope="col">Table</th>
          <th scope="col">Rows</th>
          <th scope="col">Done</th>
          <th scope="col">Created</th>
          <th scope="col">Adopted</th>
          <th scope="col">Skipped</th>
        </tr>
      </thead>
      <tbody aria-live="polite">
        {job.tables.map((table) => (
          <tr key={table.name}>
            <th scope="row">{table.name}</th>
            <td>{formatCount(table.rows)}</td>
            <td>{formatCount(table.done)}</td>
            <td>{formatCount(table.created)}</td>
            <td>{formatCount(table.adopted)}</td>
            <td>{formatCount(table.skipped)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
