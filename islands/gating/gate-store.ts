import { atom } from 'nanostores';
import type { GateDecision } from '../../content-engine/shared/gating/gate.ts';

/** This page's gate decision once the session, licence and meter are known (null while deciding). */
export const $gate = atom<GateDecision | null>(null);
