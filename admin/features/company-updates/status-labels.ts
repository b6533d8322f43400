import type { CompanyUpdateStatus } from '../../../content-engine/documents/generated/schema-types.ts';

export const statusLabels: Record<CompanyUpdateStatus, string> = {
  requested: 'Requested',
  submitted: 'Submitted',
  published: 'Published',
  rejected: 'Rejected',
};

export const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));
