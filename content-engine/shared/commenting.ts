import type { CommentingServiceName } from './commenting-services.ts';
import type { SiteSettings } from './schemas/site-settings.ts';

export { commentingServices, type CommentingServiceName } from './commenting-services.ts';

/** What a site allows (spec public §5), computed once for the engine, the block and the island. */
export interface Commenting {
  /** The memberships module and `memberships.commenting` are both on. */
  active: boolean;
  /** Anonymous visitors may comment too (`memberships.allowAnonymousCommenting`); only while active. */
  anonymousAllowed: boolean;
  service: CommentingServiceName;
}

type CommentingSettings = {
  memberships: Pick<SiteSettings['memberships'], 'commenting' | 'allowAnonymousCommenting'> & {
    commentingService?: CommentingServiceName;
  };
};

/**
 * Spec public §5: "Commenting is active only if the memberships module and commenting are on;
 * anonymous users may comment only if allowAnonymousCommenting is on, otherwise only logged-in users".
 */
export function commentingOf(settings: CommentingSettings, modules: readonly string[]): Commenting {
  const active = modules.includes('memberships') && settings.memberships.commenting;
  return {
    active,
    anonymousAllowed: active && settings.memberships.allowAnonymousCommenting,
    service: settings.memberships.commentingService ?? 'local',
  };
}

/** Limits of a comment (plain text). */
export const commentLimits = { bodyMaxLength: 3000, displayNameMaxLength: 60, pageSize: 20, maxPageSize: 50 } as const;

/** Texts the engine answers and the island shows. */
export const commentTexts = {
  notActive: 'Commenting is not enabled on this site.',
  loginRequired: 'Please log in to comment.',
  posted: 'Thank you, your comment is posted.',
  awaitingModeration: 'Thank you, your comment will appear once a moderator approves it.',
  simulated: 'A simulated session cannot post comments.',
  elsewhere: "This site's comments are kept by its commenting service.",
} as const;
