import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  newsletterAdPlacementLabels,
  newsletterAdPlacements,
  type NewsletterAdPlacement,
} from '../../../../content-engine/shared/newsletters/constants.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../../shared/ui/filters/FilterBar.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { PagedListBody, confirmAndDelete, usePageOfFilters } from '../../../shared/ui/PagedList.tsx';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { deleteAd } from '../api/delete-ad.ts';
import { useAdList } from '../api/get-ad-list.ts';
import { useTemplateStream } from '../api/get-template-stream.ts';
import type { NewsletterAdRecord } from '../api/ad-record.ts';

const pageSize = 25;
const placementLabel = (p: string) => newsletterAdPlacementLabels[p as NewsletterAdPlacement] ?? p;

/** The ads list: search, placement and template filters, 25 a page; edit and delete per row. */
export function AdList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [placement, setPlacement] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [page, setPage] = usePageOfFilters([search, placement, templateId]);
  const templates = useTemplateStream().data?.getNewsletterTemplateStream ?? [];
  const { data, loading, reload } = useAdList({
    search: search.trim() || null,
    placement: placement || null,
    templateId: templateId ? Number(templateId) : null,
    skip: (page - 1) * pageSize,
    limit: pageSize,
  });
  const rows = data?.getNewsletterAdList.items ?? [];
  const total = data?.getNewsletterAdList.totalCount ?? 0;
  const templateName = (id: number) => templates.find((t) => t.id === id)?.name ?? `Template ${id}`;

  const remove = (ad: NewsletterAdRecord) =>
    confirmAndDelete(
      `Delete the ad "${ad.title}" and its schedules?`,
      () => deleteAd(ad.id),
      `Deleted the ad ${ad.title}.`,
      reload,
    );

  const column = createColumnHelper<NewsletterAdRecord>();
  const columns = [
    column.accessor('title', {
      header: 'Title',
      cell: ({ row, getValue }) => <Link to={`/edit-newsletter-ad/${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor('placement', { header: 'Placement', cell: ({ getValue }) => placementLabel(getValue()) }),
    column.display({
      id: 'schedules',
      header: 'Schedules',
      cell: ({ row }) =>
        row.original.schedules
          .map((s) => `${templateName(s.templateId)} ${s.startDate}–${s.endDate} #${s.position}`)
          .join('; ') || 'None',
    }),
    column.accessor('updated', { header: 'Changed', cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <span className="row-actions">
          <Link to={`/edit-newsletter-ad/${row.original.id}`} aria-label={`Edit ${row.original.title}`}>
            Edit
          </Link>{' '}
          <button
            type="button"
            className="danger"
            aria-label={`Delete ${row.original.title}`}
            onClick={() => void remove(row.original)}
          >
            Delete
          </button>
        </span>
      ),
    }),
  ];

  const filters = (
    <FilterBar label="Filter ads">
      <FilterText
        id="ad-search"
        label="Search"
        placeholder="Title or company"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="ad-placement"
        label="Placement"
        anyLabel="Any placement"
        value={placement}
        onChange={setPlacement}
        options={newsletterAdPlacements.map((p) => ({ value: p, label: placementLabel(p) }))}
      />
      <FilterSelect
        id="ad-template"
        label="Template"
        anyLabel="Any template"
        value={templateId}
        onChange={setTemplateId}
        options={templates.map((t) => ({ value: t.id, label: t.name }))}
      />
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="/create-newsletter-ad">
      Add ad
    </Link>
  );
  return (
    <PageWrapper title="Newsletter ads" panel={filters} actions={actions}>
      <PagedListBody
        noun="ad"
        caption="Newsletter ads"
        rows={rows}
        columns={columns}
        getRowId={(a) => String(a.id)}
        loading={loading}
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </PageWrapper>
  );
}
