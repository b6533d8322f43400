import { gatePageOf } from '../shared/gating/gate-page.ts';
import type { ContentNode } from './content-node.ts';

/** The gate facts of a content node (a zmag page is membership-gated, whatever its type). */
export const gatePageOfNode = (node: Pick<ContentNode, 'type' | 'metadata' | 'membership' | 'gating'>) =>
  gatePageOf({
    type: node.type,
    metadata: node.metadata,
    membershipIds: node.membership.ids,
    surveyType: node.gating.surveyType,
  });
