import type { SearchResult } from '../../content-engine/search/search-result.ts';
import type { SearchFilters } from './search-filters.ts';
import { chooseSection, chooseType } from './search-store.ts';

interface Choice<T> {
  value: T;
  label: string;
  count?: number;
}

function Facet<T>({
  title,
  choices,
  chosen,
  choose,
}: {
  title: string;
  choices: Choice<T>[];
  chosen: T;
  choose: (value: T) => void;
}) {
  return (
    <nav className="search-facet" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {choices.map((choice) => (
          <li key={String(choice.value)}>
            <button type="button" aria-pressed={choice.value === chosen} onClick={() => choose(choice.value)}>
              {choice.label}
              {choice.count !== undefined && ` (${choice.count.toLocaleString('en-US')})`}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Narrowing by content type and by section, with the counts the engine gives. */
export default function SearchFacets({ facets, filters }: { facets: SearchResult['facets']; filters: SearchFilters }) {
  const types: Choice<string | null>[] = [
    { value: null, label: 'All types' },
    ...facets.types.map((f) => ({ value: f.type, label: f.type, count: f.count })),
  ];
  const sections: Choice<number | null>[] = [
    { value: null, label: 'All sections' },
    ...facets.sections.map((f) => ({ value: f.id, label: f.name, count: f.count })),
  ];
  return (
    <aside className="search-facets">
      <Facet title="Type" choices={types} chosen={filters.type} choose={chooseType} />
      {facets.sections.length > 0 && (
        <Facet title="Section" choices={sections} chosen={filters.websiteSchedule} choose={chooseSection} />
      )}
    </aside>
  );
}
