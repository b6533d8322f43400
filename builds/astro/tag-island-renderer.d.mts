import type { Plugin } from 'vite';

export declare const rendererName: string;
export declare const islandModule: RegExp;
export declare function exportedLocalNames(program: unknown): string[];
export declare function withRendererTags(code: string, names: string[]): string | null;
export declare function tagIslandRenderer(): Plugin;
