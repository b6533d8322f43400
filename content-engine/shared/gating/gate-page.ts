import { isSafeToken } from '../safe-token.ts';
import type { GatedPage } from './gate.ts';

/*
 * A zmag page (spec public §3 page type `zmag`, §4 gate type) is a content item holding a digital
 * edition: `metadata.zmagId`, the Zmags publication it frames. Its gate is membership, whatever
 * the item's own type. Browser-safe.
 */

const zmagIdValue = (metadata: unknown): unknown =>
  metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).zmagId : undefined;

/** The item's Zmags publication id when it is one the viewer can frame, else null. */
export const zmagIdOf = (metadata: unknown): string | null => {
  const id = zmagIdValue(metadata);
  return isSafeToken(id) ? id : null;
};

/** Whether the item is a zmag page: any zmagId counts, so one stored unchecked still gates (fail closed). */
export const isZmagPage = (metadata: unknown) => {
  const id = zmagIdValue(metadata);
  return typeof id === 'string' && id.trim() !== '';
};

/** What of a content item decides its gate. */
export interface GateSource {
  type: string;
  metadata: unknown;
  membershipIds: readonly number[];
  surveyType: string | null;
}

/** The gate facts of a content item, in the shape the shared gate function reads. */
export const gatePageOf = ({ type, metadata, membershipIds, surveyType }: GateSource): GatedPage => ({
  type: isZmagPage(metadata) ? 'zmag' : type,
  membershipIds,
  surveyType,
});
