import type { GetCmsRolesQuery } from '../../../../content-engine/documents/generated/query/cmsUser/getCmsRoles.ts';
import type { GetCmsUserQuery } from '../../../../content-engine/documents/generated/query/cmsUser/getCmsUser.ts';
import type { GetCmsUserStreamQuery } from '../../../../content-engine/documents/generated/query/cmsUser/getCmsUserStream.ts';

/** A CMS user as the edit form loads it (spec admin §3 "CMS user"). */
export type CmsUser = GetCmsUserQuery['getCmsUser'];

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
export type CmsUserListItem = GetCmsUserStreamQuery['getCmsUserStream']['edges'][number]['node'];

export type CmsRole = GetCmsRolesQuery['getCmsRoles'][number];
