import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import type { ResearchQuery } from './research-query.ts';

interface ResearchFiltersProps {
  query: ResearchQuery;
  update: (change: Partial<ResearchQuery>) => void;
  /** The text boxes as typed; the result follows them once debounced. */
  text: { search: string; author: string };
  onText: (change: Partial<{ search: string; author: string }>) => void;
  sites: { key: string; name: string }[];
}

const statusOptions = [
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'DELETED', label: 'Deleted' },
];

/** The research filters: text, author, site, type, status and the publication date range. */
export function ResearchFilters({ query, update, text, onText, sites }: ResearchFiltersProps) {
  return (
    <FilterBar label="Filter research">
      <FilterText
        id="research-search"
        label="Search"
        placeholder="Name, teaser or ID"
        value={text.search}
        onChange={(search) => onText({ search })}
      />
      <FilterText
        id="research-author"
        label="Author"
        type="text"
        placeholder="Author name"
        value={text.author}
        onChange={(author) => onText({ author })}
      />
      <FilterSelect
        id="research-site"
        label="Site"
        anyLabel="All my sites"
        options={sites.map((site) => ({ value: site.key, label: site.name }))}
        value={query.site}
        onChange={(site) => update({ site })}
      />
      <FilterSelect
        id="research-type"
        label="Type"
        anyLabel="All types"
        options={contentTypeEntries}
        value={query.type}
        onChange={(type) => update({ type })}
      />
      <FilterSelect
        id="research-status"
        label="Status"
        anyLabel="Published and drafts"
        options={statusOptions}
        value={query.status === 'ANY' ? '' : query.status}
        onChange={(status) => update({ status: status || 'ANY' })}
      />
      <FilterText
        id="research-from"
        label="Published from"
        type="date"
        value={query.from}
        onChange={(from) => update({ from })}
      />
      <FilterText
        id="research-to"
        label="Published to"
        type="date"
        value={query.to}
        onChange={(to) => update({ to })}
      />
    </FilterBar>
  );
}
