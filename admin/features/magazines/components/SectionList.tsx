import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import type { MagazineSectionSortField } from '../../../../content-engine/documents/generated/schema-types.ts';
import type { GetMagazineSectionListQuery } from '../../../../content-engine/documents/generated/query/magazine/getMagazineSectionList.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../../shared/ui/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { deleteSection } from '../api/delete-section.ts';
import { usePublicationsForSelect } from '../../../shared/api/publications-for-select.ts';
import { useSectionList } from '../api/get-section-list.ts';
import { ListSummary, RowActions, sortOf } from './list-parts.tsx';

type Section = GetMagazineSectionListQuery['getMagazineSectionList']['edges'][number]['node'];
const pageSize = 25;
const sorts = [
  { value: 'sequence:asc', label: 'Publication and order' },
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'name:desc', label: 'Name (Z–A)' },
];

/** The magazine sections: by publication in running order, search, publication filter, 25 a page. */
export function SectionList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [publication, setPublication] = useState('');
  const [sort, setSort] = useState('sequence:asc');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, publication, sort]);
  const publications = usePublicationsForSelect().data?.magazinePublicationsForSelect ?? [];
  const { data, loading, reload } = useSectionList({
    input: {
      search: search.trim() || null,
      publicationId: publication ? Number(publication) : null,
      sort: sortOf<MagazineSectionSortField>(sort),
      pagination: { limit: pageSize, skip: (page - 1) * pageSize },
    },
  });
  const rows = data?.getMagazineSectionList.edges.map((edge) => edge.node) ?? [];
  const total = data?.getMagazineSectionList.totalCount ?? 0;

  const remove = async (section: Section) => {
    const items = section.contentCount
      ? ` Its ${formatCount(section.contentCount)} items stay in their issues, without a section.`
      : '';
    if (!window.confirm(`Delete the section "${section.name}" of ${section.publication.name}?${items}`)) return;
    try {
      await deleteSection(section.id);
      notify.success(`Deleted the section ${section.name}.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const column = createColumnHelper<Section>();
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ row, getValue }) => <Link to={`?id=${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor((section) => section.publication.name, { id: 'publication', header: 'Publication' }),
    column.accessor('sequence', { header: 'Order' }),
    column.accessor('contentCount', { header: 'Items', cell: ({ getValue }) => formatCount(getValue()) }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <RowActions
          editHref={`?id=${row.original.id}`}
          name={row.original.name}
          onDelete={() => void remove(row.original)}
        />
      ),
    }),
  ];

  const filters = (
    <FilterBar label="Filter sections">
      <FilterText
        id="section-search"
        label="Search"
        placeholder="Section or publication name"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="section-publication"
        label="Publication"
        anyLabel="Any publication"
        value={publication}
        onChange={setPublication}
        options={publications.map((p) => ({ value: p.id, label: p.name }))}
      />
      <FilterSelect id="section-sort" label="Sort by" value={sort} onChange={setSort} options={sorts} />
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="?action=add">
      Add section
    </Link>
  );
  return (
    <PageWrapper title="Magazine sections" panel={filters} actions={actions}>
      <ListSummary loading={loading} total={total} noun="section" />
      {rows.length > 0 && (
        <DataTable caption="Magazine sections" rows={rows} columns={columns} getRowId={(s) => String(s.id)} />
      )}
      {!loading && rows.length === 0 && <p>No sections match.</p>}
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
