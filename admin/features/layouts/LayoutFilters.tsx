import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { layoutTypeOptions } from './layout-labels.ts';
import type { LayoutListQuery } from './layout-list-query.ts';

interface LayoutFiltersProps {
  query: LayoutListQuery;
  /** A filter changed: the list goes back to its first page. */
  onFilter: (change: Partial<LayoutListQuery>) => void;
  searchText: string;
  onSearchText: (text: string) => void;
  aliasText: string;
  onAliasText: (text: string) => void;
}

/** The list's search (debounced by the page) and filters: type, scope, content type, alias. */
export function LayoutFilters({
  query,
  onFilter,
  searchText,
  onSearchText,
  aliasText,
  onAliasText,
}: LayoutFiltersProps) {
  return (
    <form className="filters" role="search" aria-label="Filter layouts" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="layout-search">Search</label>
        <input
          id="layout-search"
          type="search"
          placeholder="Name, module key or alias"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="layout-type-filter">Type</label>
        <select id="layout-type-filter" value={query.type} onChange={(event) => onFilter({ type: event.target.value })}>
          <option value="">Any type</option>
          {layoutTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="layout-scope-filter">Scope</label>
        <select
          id="layout-scope-filter"
          value={query.scope}
          onChange={(event) => onFilter({ scope: event.target.value as LayoutListQuery['scope'] })}
        >
          <option value="">Global and site</option>
          <option value="global">Global only</option>
          <option value="site">Site only</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="layout-content-type-filter">Content type</label>
        <select
          id="layout-content-type-filter"
          value={query.contentType}
          onChange={(event) => onFilter({ contentType: event.target.value })}
        >
          <option value="">Any content type</option>
          {contentTypeEntries.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="layout-alias-filter">Alias</label>
        <input
          id="layout-alias-filter"
          type="text"
          placeholder="/path"
          value={aliasText}
          onChange={(event) => onAliasText(event.target.value)}
        />
      </div>
    </form>
  );
}
