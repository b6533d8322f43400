import type { CommentingServices } from '../core/commenting-service.ts';
import { localCommentingService } from './local-service.ts';
import { createViafouraService } from './viafoura-service.ts';

/**
 * A site's commenting service: the settings choose (`memberships.commentingService`); Viafoura's
 * API origin and token come from VIAFOURA_API_URL and VIAFOURA_API_TOKEN. A site that chooses
 * Viafoura on a server without the token gets a warning and no update.
 */
export function createCommentingServiceFactory(
  env: NodeJS.ProcessEnv = process.env,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): CommentingServices {
  return (name, log) => {
    if (name === 'local') return localCommentingService;
    const apiToken = env.VIAFOURA_API_TOKEN?.trim();
    if (!apiToken) {
      return {
        name,
        updateUser: async (update) =>
          log.warn(
            { service: name, siteUserId: update.userId },
            'commenting service: VIAFOURA_API_TOKEN is not set; user update not sent',
          ),
      };
    }
    return createViafouraService({
      baseUrl: env.VIAFOURA_API_URL?.trim() || 'https://livecomments.viafoura.co',
      apiToken,
      fetch,
      log,
    });
  };
}
