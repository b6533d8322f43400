import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useMounted } from '../shared/use-mounted.ts';
import { readFilters } from './search-filters.ts';
import { $searchFilters, $searchResult, $searchText, startSearch, submitText, typeText } from './search-store.ts';
import SearchFacets from './SearchFacets.tsx';
import SearchHits from './SearchHits.tsx';
import SearchPager from './SearchPager.tsx';

/** The /search page and the search block (spec public §2, §9): results come from the browser, the filters live in the address. */
export default function SearchPage() {
  const mounted = useMounted();
  const text = useStore($searchText);
  const filters = useStore($searchFilters);
  const { loading, result, error } = useStore($searchResult);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    startSearch(readFilters(window.location.search));
    // Words typed before the island hydrated are searched for too.
    const early = box.current?.value ?? '';
    if (early && early !== $searchText.get()) typeText(early);
  }, []);

  return (
    <div className="search-page">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submitText();
        }}
      >
        <input
          ref={box}
          type="search"
          name="text"
          aria-label="Search"
          placeholder="Search here..."
          value={text}
          maxLength={200}
          onInput={(event) => typeText(event.currentTarget.value)}
        />
      </form>
      {mounted && (
        <div className="search-status" aria-live="polite">
          {error ? (
            <p className="form-error">{error}</p>
          ) : loading ? (
            <p>Searching…</p>
          ) : result && filters.text ? (
            <p>
              {result.totalCount === 0
                ? `No results for "${filters.text}".`
                : `${result.totalCount.toLocaleString('en-US')} results for "${filters.text}"`}
            </p>
          ) : null}
        </div>
      )}
      {result && result.totalCount > 0 && (
        <div className="search-results">
          <SearchFacets facets={result.facets} filters={filters} />
          <div>
            <SearchHits hits={result.hits} />
            <SearchPager pageInfo={result.pageInfo} />
          </div>
        </div>
      )}
    </div>
  );
}
