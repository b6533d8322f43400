import type { CommentingServiceName } from '../shared/commenting-services.ts';
import type { Logger } from './logger.ts';

/** What the commenting service knows of a site user: the name and e-mail it shows and notifies. */
export interface CommentingUser {
  name: string;
  email: string;
}

export interface CommentingUserUpdate {
  /** The site's root domain (settings `general.rootDomain`), which names the site at the service. */
  rootDomain: string;
  /** The site user's id: what /users/validate/viafoura answered when the user logged in to the service. */
  userId: number;
  /** The values before the change: what the service holds. */
  current: CommentingUser;
  next: CommentingUser;
}

/**
 * The commenting service of a site (spec public §1, §7). The local service keeps comments in our
 * store and shows each member's current name, so it has nothing to update; Viafoura keeps its own
 * copy of the name and e-mail, sent when they change.
 */
export interface CommentingService {
  name: CommentingServiceName;
  /**
   * Tells the service of a changed name or e-mail: only the fields that differ; nothing when none
   * does. Never throws: a failure is logged only (spec public §8).
   */
  updateUser(update: CommentingUserUpdate): Promise<void>;
}

/**
 * The engine's port to the commenting services (ADR 0044): the service a site chooses
 * (`memberships.commentingService`), by name. content-engine/ports/engine-ports.ts builds it from
 * the environment (Viafoura's API token), tests pass their own.
 */
export type CommentingServices = (name: CommentingServiceName, log: Logger) => CommentingService;
