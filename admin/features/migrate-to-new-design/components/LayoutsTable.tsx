import { Link } from 'react-router';
import type { NewDesignMigrationPlan } from '../api/get-new-design-migration-plan.ts';

const scopes: Record<string, string> = { site: 'This site only', shared: 'Shared with other sites', global: 'Global' };

/** Every layout the site's pages may render, and what the migration does with it. */
export function LayoutsTable({ layouts }: { layouts: NewDesignMigrationPlan['layouts'] }) {
  return (
    <div className="migration-scroll">
      <table className="data-table">
        <caption className="visually-hidden">The layouts the site renders</caption>
        <thead>
          <tr>
            <th scope="col">Layout</th>
            <th scope="col">Type</th>
            <th scope="col">Used by</th>
            <th scope="col">Rows to map</th>
            <th scope="col">Migration</th>
          </tr>
        </thead>
        <tbody>
          {layouts.map((layout) => (
            <tr key={layout.id}>
              <td>
                <Link to={`/edit-web-layout/${layout.id}`}>{layout.name}</Link>
              </td>
              <td>{layout.type}</td>
              <td>{scopes[layout.scope] ?? layout.scope}</td>
              <td>{layout.changedRows}</td>
              <td>{layout.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
