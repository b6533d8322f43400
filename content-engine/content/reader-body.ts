import type { EngineContext } from '../core/context.ts';
import { canSeeUnpublished } from './access.ts';
import type { ContentNode } from './content-node.ts';
import { gateTypeOf, ungatedParagraphs } from '../shared/gating/gate.ts';
import { gatePageOfNode } from './gate-page-of-node.ts';

export const isHardGated = (node: Pick<ContentNode, 'type' | 'metadata' | 'membership' | 'gating'>) =>
  gateTypeOf(gatePageOfNode(node)) === 'membership';

/**
 * Who reads every body whole wherever the engine answers: signed-in editors allowed on the tenant
 * (they preview and edit) and verified crawlers (the site route verifies them). Everyone else gets
 * membership-gated bodies cut after their ungated paragraphs — system work too, so no build can
 * write a whole gated body into a static file.
 */
export const readsWholeBodies = (ctx: EngineContext) =>
  ctx.verifiedCrawler === true || (!!ctx.cmsUser && canSeeUnpublished(ctx));

/** The node as this reader may see it: a membership-gated body stops after `ungated` paragraphs. */
export function bodyForReader<T extends ContentNode>(
  node: T,
  { ctx, ungated }: { ctx: EngineContext; ungated: number },
): T {
  if (!node.body || !isHardGated(node) || readsWholeBodies(ctx)) return node;
  const { teaser, rest } = ungatedParagraphs(node.body, ungated);
  return rest.trim() ? { ...node, body: teaser, bodyIsPartial: true } : node;
}
