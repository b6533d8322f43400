import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GetNewsletterCampaignListQuery } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterCampaignList.ts';
import type { NewsletterCampaignStatus } from '../../../../content-engine/documents/generated/schema-types.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../../shared/ui/filters/FilterBar.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { PagedListBody, confirmAndDelete, usePageOfFilters } from '../../../shared/ui/PagedList.tsx';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { deleteCampaign } from '../api/delete-campaign.ts';
import { useCampaignList } from '../api/get-campaign-list.ts';
import { useTemplateStream } from '../api/get-template-stream.ts';
import { formatCampaignDate, isLocked, statusOptions } from './campaign-format.ts';
import { CampaignStatus } from './CampaignStatus.tsx';

type Campaign = GetNewsletterCampaignListQuery['getNewsletterCampaignList']['items'][number];
const pageSize = 25;

/** The campaigns list: search by subject, template, status and date range filters, 25 a page. */
export function CampaignList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [templateId, setTemplateId] = useState('');
  const [status, setStatus] = useState<'' | NewsletterCampaignStatus>('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [page, setPage] = usePageOfFilters([search, templateId, status, dateFrom, dateTo]);
  const templates = useTemplateStream().data?.getNewsletterTemplateStream ?? [];
  const { data, loading, reload } = useCampaignList({
    input: {
      search: search.trim() || null,
      templateId: templateId ? Number(templateId) : null,
      status: status || null,
      dateFrom: dateFrom || null,
      dateTo: dateTo || null,
      skip: (page - 1) * pageSize,
      limit: pageSize,
    },
  });
  const rows = data?.getNewsletterCampaignList.items ?? [];
  const total = data?.getNewsletterCampaignList.totalCount ?? 0;

  const remove = (campaign: Campaign) =>
    confirmAndDelete(
      `Delete the campaign "${campaign.subject}"?`,
      () => deleteCampaign(campaign.id),
      `Deleted the campaign ${campaign.subject}.`,
      reload,
    );

  const column = createColumnHelper<Campaign>();
  const columns = [
    column.accessor('subject', {
      header: 'Subject',
      cell: ({ row, getValue }) => <Link to={`/edit-newsletter-campaign/${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor((c) => c.template.name, { id: 'template', header: 'Template' }),
    column.accessor('date', { header: 'Date', cell: ({ getValue }) => formatCampaignDate(getValue()) }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <CampaignStatus campaign={row.original} />,
    }),
    column.accessor('updated', { header: 'Changed', cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <span className="row-actions">
          <Link to={`/edit-newsletter-campaign/${row.original.id}`} aria-label={`Edit ${row.original.subject}`}>
            Edit
          </Link>{' '}
          {!isLocked(row.original.status) && (
            <button
              type="button"
              className="danger"
              aria-label={`Delete ${row.original.subject}`}
              onClick={() => void remove(row.original)}
            >
              Delete
            </button>
          )}
        </span>
      ),
    }),
  ];

  const filters = (
    <FilterBar label="Filter campaigns">
      <FilterText
        id="campaign-search"
        label="Search"
        placeholder="Subject"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="campaign-template"
        label="Template"
        anyLabel="Any template"
        value={templateId}
        onChange={setTemplateId}
        options={templates.map((t) => ({ value: t.id, label: t.name }))}
      />
      <FilterSelect
        id="campaign-status"
        label="Status"
        anyLabel="Any status"
        value={status}
        onChange={setStatus}
        options={statusOptions}
      />
      <FilterText id="campaign-from" type="date" label="From" value={dateFrom} onChange={setDateFrom} />
      <FilterText id="campaign-to" type="date" label="To" value={dateTo} onChange={setDateTo} />
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="/create-newsletter-campaign">
      Add campaign
    </Link>
  );
  return (
    <PageWrapper title="Newsletter campaigns" panel={filters} actions={actions}>
      <PagedListBody
        noun="campaign"
        caption="Newsletter campaigns"
        rows={rows}
        columns={columns}
        getRowId={(c) => String(c.id)}
        loading={loading}
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </PageWrapper>
  );
}
