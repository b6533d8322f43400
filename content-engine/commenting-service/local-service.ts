import type { CommentingService } from '../core/commenting-service.ts';

/** Our own comments store: comments show each member's current name, so there is nothing to send. */
export const localCommentingService: CommentingService = {
  name: 'local',
  updateUser: async () => undefined,
};
