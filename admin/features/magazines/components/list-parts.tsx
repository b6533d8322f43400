import { Link } from 'react-router';
import { formatCount } from '../../../shared/ui/format.ts';

/** "12 issues" (or "Loading…"), announced when the list changes. */
export function ListSummary({ loading, total, noun }: { loading: boolean; total: number; noun: string }) {
  return (
    <p className="list-summary" role="status" aria-live="polite">
      {loading ? 'Loading…' : `${formatCount(total)} ${noun}${total === 1 ? '' : 's'}`}
    </p>
  );
}

/** A row's Edit link and Delete button, named after the record for screen readers. */
export function RowActions({ editHref, name, onDelete }: { editHref: string; name: string; onDelete: () => void }) {
  return (
    <span className="row-actions">
      <Link to={editHref} aria-label={`Edit ${name}`}>
        Edit
      </Link>{' '}
      <button type="button" className="danger" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </button>
    </span>
  );
}

/** The sort select's value ("name:asc") as the list query's sort input. */
export const sortOf = <F extends string>(value: string) => {
  const [field, order] = value.split(':') as [F, 'asc' | 'desc'];
  return { field, order };
};
