import { createColumnHelper } from '@tanstack/react-table';
import type { PersonItem } from '../api/get-person-list.ts';

const column = createColumnHelper<PersonItem>();

/** The persons list's columns; the actions column is the page's (it edits and deletes). */
export const personColumns = (actions: (person: PersonItem) => React.ReactNode) => [
  column.accessor('fullName', { header: 'Name' }),
  column.accessor('title', { header: 'Title' }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('status', { header: 'Status', cell: (info) => (info.getValue() === 2 ? 'Draft' : 'Published') }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: (info) => <span className="row-actions">{actions(info.row.original)}</span>,
  }),
];
