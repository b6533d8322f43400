import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
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

const scopeOptions = [
  { value: 'global', label: 'Global only' },
  { value: 'site', label: 'Site only' },
];

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
    <FilterBar label="Filter layouts">
      <FilterText
        id="layout-search"
        label="Search"
        placeholder="Name, module key or alias"
        value={searchText}
        onChange={onSearchText}
      />
      <FilterSelect
        id="layout-type-filter"
        label="Type"
        anyLabel="Any type"
        options={layoutTypeOptions}
        value={query.type}
        onChange={(type) => onFilter({ type })}
      />
      <FilterSelect
        id="layout-scope-filter"
        label="Scope"
        anyLabel="Global and site"
        options={scopeOptions}
        value={query.scope}
        onChange={(scope) => onFilter({ scope })}
      />
      <FilterSelect
        id="layout-content-type-filter"
        label="Content type"
        anyLabel="Any content type"
        options={contentTypeEntries}
        value={query.contentType}
        onChange={(contentType) => onFilter({ contentType })}
      />
      <FilterText
        id="layout-alias-filter"
        label="Alias"
        type="text"
        placeholder="/path"
        value={aliasText}
        onChange={onAliasText}
      />
    </FilterBar>
  );
}
