import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetSiteUserImportStreamDocument } from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserImportStream.ts';

/** The site's last 10 imports. */
export const useSiteUserImports = () =>
  useApiQuery(GetSiteUserImportStreamDocument, { input: { pagination: { limit: 10 } } });
