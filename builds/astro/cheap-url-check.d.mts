import type { Plugin } from 'vite';

export declare const astroAttributeModule: RegExp;
export declare const slowCheck: string;
export declare const cheapCheck: string;
export declare function withCheapUrlCheck(code: string): string | null;
export declare function cheapUrlCheck(): Plugin;
