import type { Plugin } from 'vite';

export interface Rewrite {
  name: string;
  module: RegExp;
  from: string;
  to: string;
}
export declare const rewrites: Rewrite[];
export declare function withStraightThroughRender(id: string, code: string): { code: string; missing: string[] } | null;
export declare function straightThroughRender(): Plugin;
