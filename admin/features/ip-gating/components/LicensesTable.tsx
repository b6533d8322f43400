import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import type { SiteLicenseItem } from '../api/site-license-types.ts';
import { licenseState } from '../license-form-values.ts';

const column = createColumnHelper<SiteLicenseItem>();

/** One page of licences: company (opens the form), ranges, state, term, memberships granted, delete. */
export function LicensesTable({
  licenses,
  today,
  membershipTitles,
  onDelete,
}: {
  licenses: SiteLicenseItem[];
  today: string;
  membershipTitles: Map<number, string>;
  onDelete: (license: SiteLicenseItem) => void;
}) {
  const columns = [
    column.accessor('companyName', {
      header: 'Company',
      cell: ({ row, getValue }) => <Link to={`/edit-ip-gating/${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor('ipRanges', {
      header: 'IP ranges',
      cell: ({ getValue }) => (
        <span className="ip-gating-ranges">
          {getValue().slice(0, 3).join(', ')}
          {getValue().length > 3 && ` and ${getValue().length - 3} more`}
        </span>
      ),
    }),
    column.accessor((license) => licenseState(license, today), { id: 'state', header: 'State' }),
    column.accessor((license) => `${license.startDate ?? '…'} – ${license.endDate ?? '…'}`, {
      id: 'term',
      header: 'Term',
    }),
    column.accessor(
      (license) =>
        license.membershipIds.length
          ? license.membershipIds.map((id) => membershipTitles.get(id) ?? `#${id}`).join(', ')
          : 'All gates',
      { id: 'memberships', header: 'Memberships' },
    ),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="ip-gating-row-actions">
          <Link to={`/edit-ip-gating/${row.original.id}`}>
            Edit<span className="visually-hidden"> {row.original.companyName}</span>
          </Link>
          <button type="button" className="danger" onClick={() => onDelete(row.original)}>
            Delete<span className="visually-hidden"> {row.original.companyName}</span>
          </button>
        </div>
      ),
    }),
  ];
  return <DataTable caption="Site licences" rows={licenses} columns={columns} getRowId={(l) => String(l.id)} />;
}
