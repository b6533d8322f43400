import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { Link } from 'react-router';
import type { CmsUserListItem } from '../api/cms-user-types.ts';
import { statusLabel } from '../format.ts';

const column = createColumnHelper<CmsUserListItem>();

const columns = [
  column.accessor((user) => `${user.firstName} ${user.lastName}`, {
    id: 'name',
    header: 'Name',
    cell: ({ row, getValue }) => <Link to={`/cms-users/${row.original.id}`}>{getValue()}</Link>,
  }),
  column.accessor('username', { header: 'Username' }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('role', { header: 'Role' }),
  column.accessor((user) => (user.isGlobal ? 'All sites (global)' : user.tenants.join(', ')), {
    id: 'sites',
    header: 'Sites',
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <span className={`users-status users-status-${getValue()}`}>{statusLabel(getValue())}</span>
    ),
  }),
];

/** The CMS users of one page of the list; the name links to the edit form. */
export function CmsUsersTable({ users, caption }: { users: CmsUserListItem[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={users}
      columns={columns}
      getRowId={(user) => String(user.id)}
      className="data-table users-table"
    />
  );
}
