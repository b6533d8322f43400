import type { HistoryChange } from '../api/get-history.ts';
import { describeChange } from '../format-change.ts';

/** The fields an entry changed, one per line ("name: Old → New"). */
export function HistoryChanges({ changes, action }: { changes: HistoryChange[]; action: string }) {
  if (changes.length === 0) return <span className="history-muted">No field changes</span>;
  return (
    <ul className="history-changes">
      {changes.map((change) => (
        <li key={change.field}>{describeChange(change, action)}</li>
      ))}
    </ul>
  );
}
