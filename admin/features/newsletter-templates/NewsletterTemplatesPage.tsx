import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import type { GetNewsletterTemplateListQuery } from '../../../content-engine/documents/generated/query/newsletter/getNewsletterTemplateList.ts';
import type { NewsletterTemplateSortField } from '../../../content-engine/documents/generated/schema-types.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount, formatDateTime } from '../../shared/ui/format.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { deleteTemplate } from './api/delete-template.ts';
import { duplicateTemplate } from './api/duplicate-template.ts';
import { useTemplateList } from './api/get-template-list.ts';

type Template = GetNewsletterTemplateListQuery['getNewsletterTemplateList']['items'][number];
const pageSize = 25;
const sorts = [
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'name:desc', label: 'Name (Z–A)' },
  { value: 'updated:desc', label: 'Recently changed' },
];
const statuses = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** /admin/newsletter-templates: search by name, status, sort, 25 a page; edit, duplicate, delete. */
export default function NewsletterTemplatesPage() {
  return (
    <RequirePermission permissions={['manage_newsletter_templates', 'manage_newsletter_templates_basic']}>
      <TemplateList />
    </RequirePermission>
  );
}

function TemplateList() {
  const canManage = useHasPermission(['manage_newsletter_templates']);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState('name:asc');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, status, sort]);
  const [field, order] = sort.split(':') as [NewsletterTemplateSortField, 'asc' | 'desc'];
  const { data, loading, reload } = useTemplateList({
    input: {
      search: search.trim() || null,
      status: status === '' ? null : Number(status),
      sort: { field, order },
      skip: (page - 1) * pageSize,
      limit: pageSize,
    },
  });
  const rows = data?.getNewsletterTemplateList.items ?? [];
  const total = data?.getNewsletterTemplateList.totalCount ?? 0;

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  const remove = (t: Template) =>
    window.confirm(`Delete the newsletter template "${t.name}"?`) &&
    void act(() => deleteTemplate(t.id), `Deleted the template ${t.name}.`);

  const column = createColumnHelper<Template>();
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ row, getValue }) => <Link to={`/edit-newsletter-template/${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor('description', { header: 'Description' }),
    column.accessor('status', { header: 'Status', cell: ({ getValue }) => (getValue() === 1 ? 'Active' : 'Inactive') }),
    column.accessor('campaignCount', { header: 'Campaigns', cell: ({ getValue }) => formatCount(getValue() ?? 0) }),
    column.accessor('updated', {
      header: 'Changed',
      cell: ({ row, getValue }) =>
        `${formatDateTime(getValue())}${row.original.updatedBy ? ` by ${row.original.updatedBy}` : ''}`,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row: { original: t } }) => (
        <span className="row-actions">
          <Link to={`/edit-newsletter-template/${t.id}`} aria-label={`Edit ${t.name}`}>
            Edit
          </Link>{' '}
          {canManage && (
            <>
              <button
                type="button"
                aria-label={`Duplicate ${t.name}`}
                onClick={() => void act(() => duplicateTemplate(t.id), `Copied the template ${t.name}.`)}
              >
                Duplicate
              </button>{' '}
              <button type="button" className="danger" aria-label={`Delete ${t.name}`} onClick={() => remove(t)}>
                Delete
              </button>
            </>
          )}
        </span>
      ),
    }),
  ];

  const filters = (
    <FilterBar label="Filter newsletter templates">
      <FilterText id="template-search" label="Search" placeholder="Name" value={searchText} onChange={setSearchText} />
      <FilterSelect
        id="template-status"
        label="Status"
        anyLabel="Any status"
        value={status}
        onChange={setStatus}
        options={statuses}
      />
      <FilterSelect id="template-sort" label="Sort by" value={sort} onChange={setSort} options={sorts} />
    </FilterBar>
  );
  const actions = canManage && (
    <Link className="button-link" to="/create-newsletter-template">
      Add newsletter template
    </Link>
  );
  return (
    <PageWrapper title="Newsletter templates" panel={filters} actions={actions}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} template${total === 1 ? '' : 's'}`}
      </p>
      {rows.length > 0 && (
        <DataTable caption="Newsletter templates" rows={rows} columns={columns} getRowId={(t) => String(t.id)} />
      )}
      {!loading && rows.length === 0 && <p>No templates match.</p>}
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
