import { formatCount } from './format.ts';

interface PagerProps {
  /** One-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name. */
  label?: string;
}

/** Previous and next page buttons with "Page n of m" (counts with thousands separators). */
export function Pager({ page, pageSize, total, onPage, label = 'Pages' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {formatCount(page)} of {formatCount(pages)}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
