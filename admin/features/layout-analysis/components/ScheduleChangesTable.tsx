import { Link } from 'react-router';
import type { ScheduleOptionChange } from '../api/get-layout-schedule-option-changes.ts';
import { placementText } from '../placements.ts';

/** The blocks a schedule option replacement changes, and where. */
export function ScheduleChangesTable({ changes, caption }: { changes: ScheduleOptionChange[]; caption: string }) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Layout</th>
          <th scope="col">Sites</th>
          <th scope="col">Where</th>
          <th scope="col">Block</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={`${change.layoutId}-${change.blockId}`}>
            <td>
              <Link to={`/edit-web-layout/${change.layoutId}`}>{change.layoutName}</Link>
            </td>
            <td>{change.sites.join(', ')}</td>
            <td>{placementText(change)}</td>
            <td>
              {change.blockType} <span className="hint">({change.blockId})</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
