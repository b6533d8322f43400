import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { findContentById } from '../../content/queries.ts';
import { isPublic } from '../../core/content-visibility.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { ungatedParagraphs } from '../../shared/gating/gate.ts';
import { visitorGate } from '../visitor-gate.ts';

const inputSchema = z.object({ contentId: z.number().int().positive().max(99_999_999) });

export interface GatedContentBody {
  status: 'passed' | 'failed';
  /** The body after its ungated paragraphs; null unless the gate passed. */
  html: string | null;
}

/**
 * The hard gate's server side (spec public §4): the rest of a membership-gated body, only after
 * the engine has checked the visitor's entitlement — a qualifying membership, a site licence
 * for the address the server sees, or a verified crawler.
 */
export async function getGatedContentBody({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<GatedContentBody> {
  const { contentId } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const item = await findContentById(ctx.db, tenantKey, contentId);
  if (!item || !isPublic(item, ctx.now())) throw notFound(`Content ${contentId}`);
  const page = {
    type: item.type,
    membershipIds: item.membershipIds,
    surveyType: typeof item.gating.surveyType === 'string' ? item.gating.surveyType : null,
  };
  const decision = await visitorGate(ctx, page);
  if (!decision.fullBody) return { status: 'failed', html: null };
  const { memberships } = await tenantData(ctx).settings(tenantKey);
  return { status: 'passed', html: ungatedParagraphs(item.body ?? '', memberships.ungatedParagraphs).rest };
}
