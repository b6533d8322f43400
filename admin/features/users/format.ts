export { formatCount } from '../../shared/ui/format.ts';

/** 'manage_site_users' → 'Manage site users'. */
export const permissionLabel = (permission: string) =>
  permission.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export const statusLabel = (status: number) => (status === 1 ? 'Active' : 'Inactive');

/** Text safe to put in a toast, which renders HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
