import { useStore } from '@nanostores/react';
import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { $site } from '../../shared/shell/site-context.ts';
import { createNewTypes } from './create-new-types.ts';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import type { ContentListQuery } from './content-list-query.ts';
import type { SectionOption } from './section-options.ts';

interface ContentFiltersProps {
  query: ContentListQuery;
  update: (change: Partial<ContentListQuery>) => void;
  /** The search box's text as typed; the list follows it once debounced. */
  searchText: string;
  onSearchText: (text: string) => void;
  sections: SectionOption[];
}

const statusOptions = [
  { value: 'ANY', label: 'Published and drafts' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'DELETED', label: 'Deleted' },
];

/** The content filters (search, type, status, section) of the content list and the bulk update. */
export function ContentFilters({ query, update, searchText, onSearchText, sections }: ContentFiltersProps) {
  const site = useStore($site);
  const types = createNewTypes(contentTypeEntries, { extraContentTypes: site?.tenant?.extraContentTypes });
  return (
    <FilterBar label="Filter content">
      <FilterText
        id="content-search"
        label="Search"
        type="text"
        placeholder="Name or ID"
        value={searchText}
        onChange={onSearchText}
      />
      <FilterSelect
        id="content-type"
        label="Type"
        anyLabel="All types"
        options={types}
        value={query.type}
        onChange={(type) => update({ type })}
      />
      <FilterSelect
        id="content-status"
        label="Status"
        options={statusOptions}
        value={query.status}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        id="content-section"
        label="Section"
        anyLabel="All sections"
        options={sections.map((section) => ({ value: section.id, label: section.fullName || section.name }))}
        value={query.sectionId === null ? '' : String(query.sectionId)}
        onChange={(value) => update({ sectionId: Number(value) || null })}
      />
    </FilterBar>
  );
}
