import { gateTypeOf, ungatedParagraphs } from '../shared/gating/gate.ts';
import { gatePageOf } from '../shared/gating/gate-page.ts';

/** The gate facts of a content row as stored (`membership_ids` and `metadata` are JSON text). */
export interface GateColumns {
  type: string;
  membership_ids: unknown;
  metadata?: unknown;
}

/** The stored metadata object; one that cannot be read counts as none. */
function metadataOf(stored: unknown): unknown {
  try {
    return typeof stored === 'string' ? JSON.parse(stored) : stored;
  } catch {
    return {};
  }
}

/** The membership ids of a row; a value that cannot be read counts as gated (fail closed). */
function membershipIdsOf(stored: unknown): number[] {
  try {
    const ids: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return Array.isArray(ids) ? ids.map(Number) : [Number.NaN];
  } catch {
    return [Number.NaN];
  }
}

/**
 * What of a body an anonymous reader may read, which is all the search index may hold: a
 * membership-gated body up to the site's ungated paragraphs (the same cut as its pages), any other
 * body whole (soft gates and metering ship the whole body in the page, ADR 0009).
 */
export function anonymousBody(row: GateColumns & { body: string }, ungated: number): string {
  const gated =
    gateTypeOf(
      gatePageOf({
        type: row.type,
        metadata: metadataOf(row.metadata),
        membershipIds: membershipIdsOf(row.membership_ids),
        surveyType: null,
      }),
    ) === 'membership';
  return gated ? ungatedParagraphs(row.body, ungated).teaser : row.body;
}
