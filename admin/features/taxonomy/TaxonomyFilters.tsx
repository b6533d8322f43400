import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { taxonomyTypes, type TaxonomyType } from './api/taxonomy-inputs.ts';

interface TaxonomyFiltersProps {
  type: TaxonomyType | '';
  onType: (type: TaxonomyType | '') => void;
  searchText: string;
  onSearchText: (text: string) => void;
}

const typeOptions = taxonomyTypes.map((value) => ({ value, label: value }));

/** The left panel of /admin/taxonomy: type filter and name search. */
export function TaxonomyFilters({ type, onType, searchText, onSearchText }: TaxonomyFiltersProps) {
  return (
    <FilterBar label="Filter terms">
      <FilterText id="taxonomy-search" label="Search" placeholder="Name" value={searchText} onChange={onSearchText} />
      <FilterSelect
        id="taxonomy-type"
        label="Type"
        anyLabel="All types"
        options={typeOptions}
        value={type}
        onChange={onType}
      />
    </FilterBar>
  );
}
