import type { Logger } from '../core/logger.ts';
import type { CommentingService } from '../core/commenting-service.ts';
import { changedUserFields } from './commenting-service.ts';

export interface ViafouraOptions {
  /** The service's API origin, e.g. https://livecomments.viafoura.co. */
  baseUrl: string;
  /** Sent as a bearer token. */
  apiToken: string;
  /** The HTTP transport (tests pass a fake). */
  fetch: typeof globalThis.fetch;
  log: Logger;
  /** Abandon a call after this long. */
  timeoutMs?: number;
}

/**
 * Viafoura (spec public §7 "Commenting service"): PATCH /v2/{rootDomain}/users/{id} with a JSON
 * body of the name and/or e-mail that differ from the current values; the response is only
 * logged, and a failure is logged only (§8).
 */
export function createViafouraService({
  baseUrl,
  apiToken,
  fetch,
  log,
  timeoutMs = 10_000,
}: ViafouraOptions): CommentingService {
  return {
    name: 'viafoura',
    async updateUser(update) {
      const body = changedUserFields(update);
      if (Object.keys(body).length === 0) return;
      const url = `${baseUrl.replace(/\/+$/, '')}/v2/${encodeURIComponent(update.rootDomain)}/users/${update.userId}`;
      const details = {
        service: 'viafoura',
        rootDomain: update.rootDomain,
        siteUserId: update.userId,
        fields: Object.keys(body),
      };
      try {
        const response = await fetch(url, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${apiToken}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (!response.ok) {
          log.error(
            { ...details, status: response.status, response: text.slice(0, 500) },
            'commenting service: user update failed',
          );
          return;
        }
        // Success resets the commenting context: the service now holds the new values (spec public §7).
        log.info(
          { ...details, status: response.status, response: text.slice(0, 500) },
          'commenting service: user updated',
        );
      } catch (error) {
        log.error({ ...details, err: error }, 'commenting service: user update failed');
      }
    },
  };
}
