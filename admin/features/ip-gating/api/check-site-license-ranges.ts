import { api } from '../../../shared/api/api.ts';
import { GetSiteLicenseOverlapsDocument } from '../../../../content-engine/documents/generated/query/siteLicense/getSiteLicenseOverlaps.ts';
import type { RangeCheck } from './site-license-types.ts';

/** The server's check of the form's lines: wrong lines by number, overlaps within them and with the site's other licences. */
export async function checkSiteLicenseRanges(lines: string[], excludeId: number | null): Promise<RangeCheck> {
  return (await api.request(GetSiteLicenseOverlapsDocument, { input: { ipRanges: lines, excludeId } }))
    .getSiteLicenseOverlaps;
}
