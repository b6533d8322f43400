import type { EngineContext } from '../../core/context.ts';

/** Whether the request carried a live bearer token; a bad token is an answer, not an error. */
export async function validateCmsUserBearerToken({ ctx }: { ctx: EngineContext; input?: unknown }): Promise<boolean> {
  return ctx.cmsUser !== null;
}
