import { todayInChicago } from '../../../shared/ui/format.ts';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { newsletterTemplatePayloadSchema } from '../../../../content-engine/shared/newsletters/template-schema.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../../shared/ui/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { useContentScheduleList } from '../api/get-content-schedule-list.ts';
import { useTemplateStream } from '../api/get-template-stream.ts';
import type { ContentScheduleRecord } from '../api/content-schedule-record.ts';
import { unscheduleContent } from '../api/unschedule-content.ts';
import { ScheduleContentForm } from './ScheduleContentForm.tsx';

const pageSize = 25;
const today = () => todayInChicago();

/** The content scheduled to newsletters: template and date range filters, search by item, 25 a page; schedule and remove. */
export function ContentScheduleList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [templateId, setTemplateId] = useState('');
  const [dateFrom, setDateFrom] = useState(today);
  const [dateTo, setDateTo] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, templateId, dateFrom, dateTo]);
  const templates = useTemplateStream().data?.getNewsletterTemplateStream ?? [];
  const { data, loading, reload } = useContentScheduleList({
    search: search.trim() || null,
    templateId: templateId ? Number(templateId) : null,
    dateFrom: dateFrom || null,
    dateTo: dateTo || null,
    skip: (page - 1) * pageSize,
    limit: pageSize,
  });
  const rows = data?.getNewsletterContentScheduleList.items ?? [];
  const total = data?.getNewsletterContentScheduleList.totalCount ?? 0;

  const blockTitle = (schedule: ContentScheduleRecord) => {
    if (!schedule.blockKey) return 'Any content block';
    const parsed = newsletterTemplatePayloadSchema.safeParse(
      templates.find((t) => t.id === schedule.templateId)?.payload,
    );
    const block = parsed.success ? parsed.data.blocks.find((b) => b.key === schedule.blockKey) : undefined;
    return block?.title || schedule.blockKey;
  };
  const itemName = (s: ContentScheduleRecord) =>
    s.content ? `${s.content.name} (${s.content.type} ${s.content.id})` : `Item ${s.contentId}`;

  const remove = async (schedule: ContentScheduleRecord) => {
    if (!window.confirm(`Remove ${itemName(schedule)} from the ${schedule.date} newsletter?`)) return;
    try {
      await unscheduleContent(schedule.id);
      notify.success(`Removed ${itemName(schedule)} from the schedule.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const column = createColumnHelper<ContentScheduleRecord>();
  const columns = [
    column.display({ id: 'item', header: 'Item', cell: ({ row }) => itemName(row.original) }),
    column.display({
      id: 'template',
      header: 'Template',
      cell: ({ row }) => row.original.template?.name ?? `Template ${row.original.templateId}`,
    }),
    column.display({ id: 'block', header: 'Block', cell: ({ row }) => blockTitle(row.original) }),
    column.accessor('date', { header: 'Date' }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="danger"
          aria-label={`Remove the schedule of ${itemName(row.original)} on ${row.original.date}`}
          onClick={() => void remove(row.original)}
        >
          Remove
        </button>
      ),
    }),
  ];

  const filters = (
    <FilterBar label="Filter scheduled content">
      <FilterText
        id="nlc-search"
        label="Search"
        placeholder="Item name or id"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="nlc-template"
        label="Template"
        anyLabel="Any template"
        value={templateId}
        onChange={setTemplateId}
        options={templates.map((t) => ({ value: t.id, label: t.name }))}
      />
      <FilterText id="nlc-from" type="date" label="From" value={dateFrom} onChange={setDateFrom} />
      <FilterText id="nlc-to" type="date" label="To" value={dateTo} onChange={setDateTo} />
    </FilterBar>
  );
  return (
    <PageWrapper title="Newsletter content" panel={filters}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} scheduled item${total === 1 ? '' : 's'}`}
      </p>
      {rows.length > 0 && (
        <DataTable
          caption="Content scheduled to newsletters"
          rows={rows}
          columns={columns}
          getRowId={(s) => String(s.id)}
        />
      )}
      {!loading && rows.length === 0 && <p>No scheduled content matches.</p>}
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
      <ScheduleContentForm templates={templates} today={today()} onScheduled={reload} />
    </PageWrapper>
  );
}
