import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { useMemo } from 'react';
import type { TaxonomyTerm } from './api/taxonomy-inputs.ts';

const column = createColumnHelper<TaxonomyTerm>();

interface TaxonomyTableProps {
  rows: TaxonomyTerm[];
  onEdit: (term: TaxonomyTerm) => void;
  onDelete: (term: TaxonomyTerm) => void;
}

/** The listed terms: name, full name, type and id, each editable and deletable. */
export function TaxonomyTable({ rows, onEdit, onDelete }: TaxonomyTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name' }),
      column.accessor('fullName', { header: 'Full name' }),
      column.accessor('type', { header: 'Type' }),
      column.accessor('id', { header: 'ID' }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row: { original: term } }) => (
          <span className="row-actions">
            <button type="button" aria-label={`Edit ${term.fullName}`} onClick={() => onEdit(term)}>
              Edit
            </button>
            <button
              type="button"
              className="danger"
              aria-label={`Delete ${term.fullName}`}
              onClick={() => onDelete(term)}
            >
              Delete
            </button>
          </span>
        ),
      }),
    ],
    [onEdit, onDelete],
  );
  return <DataTable caption="Taxonomy terms" rows={rows} columns={columns} />;
}
