/** Where a site's comments live: our own store (the default) or Viafoura (settings `memberships.commentingService`). */
export const commentingServices = ['local', 'viafoura'] as const;
export type CommentingServiceName = (typeof commentingServices)[number];
