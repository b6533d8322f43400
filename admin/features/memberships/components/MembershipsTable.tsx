import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import type { MembershipItem } from '../api/membership-types.ts';

const column = createColumnHelper<MembershipItem>();

/** One page of memberships: the title opens the form; delete asks first. */
export function MembershipsTable({
  memberships,
  onDelete,
}: {
  memberships: MembershipItem[];
  onDelete: (membership: MembershipItem) => void;
}) {
  const columns = [
    column.accessor('title', {
      header: 'Title',
      cell: ({ row, getValue }) => <Link to={`/edit-membership/${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor('alias', { header: 'Alias' }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) =>
        getValue() === 1 ? 'Active' : <span className="memberships-status-inactive">Inactive</span>,
    }),
    column.accessor('isFree', { header: 'Price', cell: ({ getValue }) => (getValue() ? 'Free' : 'Paid') }),
    column.accessor('omedaProduct', { header: 'Omeda product', cell: ({ getValue }) => getValue() ?? '—' }),
    column.accessor((m) => m.requiredUserCommonFields.length + m.requiredUserDemographicFields.length, {
      id: 'required',
      header: 'Required fields',
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="memberships-row-actions">
          <Link to={`/edit-membership/${row.original.id}`}>
            Edit<span className="visually-hidden"> {row.original.title}</span>
          </Link>
          <button type="button" className="danger" onClick={() => onDelete(row.original)}>
            Delete<span className="visually-hidden"> {row.original.title}</span>
          </button>
        </div>
      ),
    }),
  ];
  return <DataTable caption="Memberships" rows={memberships} columns={columns} getRowId={(m) => String(m.id)} />;
}
