/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The engine, bound to this request's tenant (content-engine/server/site-engine.ts). */
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot use import statements
    engine: import('../content-engine/server/site-engine.ts').SiteEngine;
    /** A live request's client as the server saw it (content-engine/server/request-client.ts); absent in builds. */
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- as above
    client?: import('../content-engine/server/request-client.ts').RequestClient;
  }
}
