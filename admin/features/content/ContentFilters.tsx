import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
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

/** The content filters (search, type, status, section) of the content list and the bulk update. */
export function ContentFilters({ query, update, searchText, onSearchText, sections }: ContentFiltersProps) {
  return (
    <form className="filters" role="search" aria-label="Filter content" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="content-search">Search</label>
        <input
          id="content-search"
          type="text"
          placeholder="Name or ID"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="content-type">Type</label>
        <select id="content-type" value={query.type} onChange={(event) => update({ type: event.target.value })}>
          <option value="">All types</option>
          {contentTypeEntries.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="content-status">Status</label>
        <select
          id="content-status"
          value={query.status}
          onChange={(event) => update({ status: event.target.value as ContentListQuery['status'] })}
        >
          <option value="ANY">Published and drafts</option>
          <option value="PUBLISHED">Published</option>
          <option value="DRAFT">Draft</option>
          <option value="DELETED">Deleted</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="content-section">Section</label>
        <select
          id="content-section"
          value={query.sectionId ?? ''}
          onChange={(event) => update({ sectionId: Number(event.target.value) || null })}
        >
          <option value="">All sections</option>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.fullName || section.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
