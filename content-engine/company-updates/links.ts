import { EngineError } from '../core/errors.ts';
import type { CompanyUpdate } from './company-update.ts';

/** How long a company's link works: long enough for a marketing department to answer. */
export const linkLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/** The public page of a link (spec public §2 /company-update/:hash). */
export const companyUpdatePath = (token: string) => `/company-update/${encodeURIComponent(token)}`;

export const linkMessages = {
  unknown: 'This company update link is not valid. Check that the whole link was copied from the e-mail.',
  expired: 'This company update link has expired. Ask the editors for a new one.',
  used: 'This company update link has already been used: the update was sent to the editors.',
  closed: 'This company update request is closed. Ask the editors for a new link.',
} as const;

/**
 * The request a link may still submit to, else the reason it may not: NOT_FOUND for an unknown
 * link (or another site's), BAD_USER_INPUT for an expired one, CONFLICT for a used or closed one.
 */
export function assertLinkOpen(update: CompanyUpdate | null, now: number): CompanyUpdate {
  if (!update) throw new EngineError('NOT_FOUND', linkMessages.unknown, { fields: ['hash'] });
  if (update.status === 'submitted' || update.status === 'published')
    throw new EngineError('CONFLICT', linkMessages.used, { fields: ['hash'] });
  if (update.status !== 'requested') throw new EngineError('CONFLICT', linkMessages.closed, { fields: ['hash'] });
  if (update.expires <= now) throw new EngineError('BAD_USER_INPUT', linkMessages.expired, { fields: ['hash'] });
  return update;
}
