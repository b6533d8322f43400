import type { SearchResult } from '../../content-engine/search/search-result.ts';
import { goToPage } from './search-store.ts';

/** Previous and next pages of results. */
export default function SearchPager({ pageInfo }: { pageInfo: SearchResult['pageInfo'] }) {
  if (pageInfo.totalPages <= 1) return null;
  const turn = (page: number) => {
    goToPage(page);
    window.scrollTo({ top: 0 });
  };
  return (
    <nav className="search-pager" aria-label="Result pages">
      <button type="button" disabled={!pageInfo.hasPreviousPage} onClick={() => turn(pageInfo.page - 1)}>
        Previous
      </button>
      <span>
        Page {pageInfo.page} of {pageInfo.totalPages}
      </span>
      <button type="button" disabled={!pageInfo.hasNextPage} onClick={() => turn(pageInfo.page + 1)}>
        Next
      </button>
    </nav>
  );
}
