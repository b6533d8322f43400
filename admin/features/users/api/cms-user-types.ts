export type { CmsUser } from '../../auth/session.ts';

/** What the create and edit forms send (spec admin §3 "CMS user"). */
export interface CmsUserInput {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  extraPermissions: string[];
  /** 0 inactive, 1 active. */
  status: number;
  isGlobal: boolean;
  tenants: string[];
}

/** A row of the CMS users list. */
export interface CmsUserListItem {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  isGlobal: boolean;
  tenants: string[];
  status: number;
}

export interface CmsRole {
  name: string;
  label: string;
  permissions: string[];
}
