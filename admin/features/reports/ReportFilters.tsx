import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { DebouncedTextFilter } from './DebouncedTextFilter.tsx';
import type { ReportResult } from './api/get-report.ts';
import { queryDays, type ReportScreenQuery } from './report-query.ts';
import { rangePresets, type RangePreset } from './report-range.ts';

interface ReportFiltersProps {
  query: ReportScreenQuery;
  update: (change: Partial<ReportScreenQuery>) => void;
  /** The report's own filters (known once it has answered). */
  filters: ReportResult['filters'];
  /** The sites to choose from, for a cross-site report; none for a report of this site only. */
  sites: { key: string; name: string }[] | null;
  /** The site being managed, named in the scope's first option. */
  siteName: string;
}

/** A report's filters: the date range (a preset or custom days), the sites, and its own filters. */
export function ReportFilters({ query, update, filters, sites, siteName }: ReportFiltersProps) {
  const days = queryDays(query);
  const custom = (change: { from?: string; to?: string }) => update({ range: 'custom', ...days, ...change });
  return (
    <FilterBar label="Filter the report">
      <FilterSelect
        id="report-range"
        label="Date range"
        options={rangePresets}
        value={query.range}
        onChange={(range: RangePreset) => update(range === 'custom' ? { range, ...days } : { range })}
      />
      <FilterText id="report-from" label="From" type="date" value={days.from} onChange={(from) => custom({ from })} />
      <FilterText id="report-to" label="To" type="date" value={days.to} onChange={(to) => custom({ to })} />
      {sites && (
        <FilterSelect
          id="report-sites"
          label="Sites"
          options={[
            { value: '', label: `This site (${siteName})` },
            { value: 'all', label: 'All my sites' },
            ...sites.map((site) => ({ value: site.key, label: site.name })),
          ]}
          value={query.scope}
          onChange={(scope) => update({ scope })}
        />
      )}
      {filters.map((filter) =>
        filter.options ? (
          <FilterSelect
            key={filter.key}
            id={`report-filter-${filter.key}`}
            label={filter.label}
            anyLabel="Any"
            options={filter.options}
            value={query.filters[filter.key] ?? ''}
            onChange={(value) => update({ filters: { ...query.filters, [filter.key]: value } })}
          />
        ) : (
          <DebouncedTextFilter
            key={filter.key}
            id={`report-filter-${filter.key}`}
            label={filter.label}
            value={query.filters[filter.key] ?? ''}
            onChange={(value) => update({ filters: { ...query.filters, [filter.key]: value } })}
          />
        ),
      )}
    </FilterBar>
  );
}
