import { map } from 'nanostores';
import type { GateDecision } from '../../content-engine/shared/gating/gate.ts';

/**
 * Each article's gate decision by content id, once the session, licence and meter are known: the
 * page's own article and those load-more adds below it are decided apart.
 */
export const $gate = map<Record<string, GateDecision>>({});
