/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The engine, bound to this request's tenant (builds/serve/site-engine.ts). */
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot use import statements
    engine: import('../builds/serve/site-engine.ts').SiteEngine;
    /** A live request's client as the server saw it (builds/serve/request-client.ts); absent in builds. */
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- as above
    client?: import('../builds/serve/request-client.ts').RequestClient;
    /**
     * The parts of this render that failed and were left out (site/lib/page-failures.ts, spec
     * public §8): the renderer does not store a page that has any.
     */
    failures?: string[];
    /** What each failed part threw, when it threw (reported to the engine's error monitor by the renderer). */
    failureErrors?: { part: string; error: unknown }[];
  }
}
