import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { contractStatusLabel, feeTypeLabels, formatFee } from '../../../../content-engine/shared/contract-status.ts';
import { formatDateTime } from '../../../shared/ui/format.ts';
import type { ContractItem } from '../api/get-contract-stream.ts';

const column = createColumnHelper<ContractItem>();

/** The contracts list's columns: the status says 'Approved' with the date, else 'Pending' (spec admin §4). */
export const contractColumns = (actions: (contract: ContractItem) => React.ReactNode) => [
  column.accessor('title', {
    header: 'Title',
    cell: (info) => <Link to={`/contract/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  column.accessor((c) => c.contributor.fullName, { id: 'contributor', header: 'Contributor' }),
  column.accessor((c) => `${formatFee(c.feeCents, c.currency)} ${feeTypeLabels[c.feeType]?.toLowerCase() ?? ''}`, {
    id: 'fee',
    header: 'Fee',
  }),
  column.accessor('approved', {
    header: 'Status',
    cell: (info) => (
      <span className={info.getValue() ? 'status-approved' : 'status-pending'}>
        {contractStatusLabel(info.getValue())}
      </span>
    ),
  }),
  column.accessor('created', { header: 'Created', cell: (info) => formatDateTime(info.getValue()) }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: (info) => <span className="row-actions">{actions(info.row.original)}</span>,
  }),
];
