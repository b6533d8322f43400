import { taxonomyTypes, type TaxonomyType } from './api/taxonomy-inputs.ts';

interface TaxonomyFiltersProps {
  type: TaxonomyType | '';
  onType: (type: TaxonomyType | '') => void;
  searchText: string;
  onSearchText: (text: string) => void;
}

/** The left panel of /admin/taxonomy: type filter and name search. */
export function TaxonomyFilters({ type, onType, searchText, onSearchText }: TaxonomyFiltersProps) {
  return (
    <form className="filters" role="search" aria-label="Filter terms" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="taxonomy-search">Search</label>
        <input
          id="taxonomy-search"
          type="search"
          placeholder="Name"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="taxonomy-type">Type</label>
        <select id="taxonomy-type" value={type} onChange={(event) => onType(event.target.value as TaxonomyType | '')}>
          <option value="">All types</option>
          {taxonomyTypes.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
