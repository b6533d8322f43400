import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formatCount, formatDateTime } from '../../shared/ui/format.ts';
import type { ResearchedItem } from './api/research-content.ts';
import { ResearchFilters } from './ResearchFilters.tsx';
import { pageSize, type ResearchQuery } from './research-query.ts';
import { csvRowLimit, useResearchCsv } from './use-research-csv.ts';
import { useResearch } from './use-research.ts';

const statusLabels: Record<string, string> = { PUBLISHED: 'Published', DRAFT: 'Draft', DELETED: 'Deleted' };
const typeLabel = new Map(contentTypeEntries.map((entry) => [entry.value as string, entry.label]));
const column = createColumnHelper<ResearchedItem>();
const sortable = { name: 'Name', site: 'Site', published: 'Published', updated: 'Updated' } as const;

/** /admin/content-research: content across every site the user may see, with a CSV of the result (manage_content). */
export default function ContentResearchPage() {
  return (
    <RequirePermission permissions={['manage_content']}>
      <ContentResearch />
    </RequirePermission>
  );
}

function ContentResearch() {
  const { query, update, text, onText, rows, loading, total, sites } = useResearch();
  const csv = useResearchCsv(query);

  const sortHeader = (field: ResearchQuery['sort']) => {
    const active = query.sort === field;
    const next = active && query.order === 'desc' ? 'asc' : 'desc';
    return (
      <button type="button" className="sort-button" onClick={() => update({ sort: field, order: next })}>
        {sortable[field]} {active ? (query.order === 'desc' ? '▼' : '▲') : ''}
      </button>
    );
  };
  const ariaSort = (field: string) =>
    query.sort === field ? (query.order === 'desc' ? 'descending' : 'ascending') : undefined;

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.accessor('siteName', { id: 'site', header: () => sortHeader('site') }),
      column.accessor('name', {
        header: () => sortHeader('name'),
        cell: (info) => (
          <>
            <a href={info.row.original.editUrl}>{info.getValue()}</a>
            {info.row.original.status === 'PUBLISHED' && (
              <>
                {' '}
                <a href={info.row.original.url} target="_blank" rel="noreferrer">
                  View<span className="visually-hidden"> {info.getValue()} on its site (opens a new tab)</span>
                </a>
              </>
            )}
          </>
        ),
      }),
      column.accessor('type', { header: 'Type', cell: (info) => typeLabel.get(info.getValue()) ?? info.getValue() }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <span className="status">{statusLabels[info.getValue()] ?? info.getValue()}</span>,
      }),
      column.accessor((row) => row.sectionName ?? '—', { id: 'section', header: 'Section' }),
      column.accessor((row) => row.authors.join(', ') || '—', { id: 'authors', header: 'Authors' }),
      column.accessor('published', {
        header: () => sortHeader('published'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('updated', {
        header: () => sortHeader('updated'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ],
    // The sort headers read the current query.
    [query.sort, query.order],
  );
  const first = total === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = Math.min(total, query.page * pageSize);
  const csvButton = (
    <button type="button" onClick={() => void csv.start()} disabled={csv.progress !== null || total === 0}>
      {csv.progress === null ? 'Download CSV' : `Preparing CSV… ${formatCount(csv.progress)} rows`}
    </button>
  );

  return (
    <PageWrapper
      title="Content Research"
      panel={<ResearchFilters query={query} update={update} text={text} onText={onText} sites={sites} />}
      actions={csvButton}
    >
      <p className="list-summary" role="status" aria-live="polite">
        {loading
          ? 'Searching…'
          : total === 0
            ? 'No content on your sites matches these filters.'
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} on ${
                query.site ? 1 : sites.length
              } ${query.site || sites.length === 1 ? 'site' : 'sites'}`}
        {total > csvRowLimit && ` (the CSV holds the first ${formatCount(csvRowLimit)})`}
      </p>
      <DataTable caption="Content across your sites" rows={rows} columns={columns} ariaSort={ariaSort} />
      <Pager page={query.page} pageSize={pageSize} total={total} onPage={(page) => update({ page })} />
    </PageWrapper>
  );
}
