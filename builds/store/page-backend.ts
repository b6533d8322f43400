/**
 * Where prebuilt pages are kept (ADR 0090): a folder on disk (`fs-backend.ts`, the default; a shared
 * volume for several processes) or an S3-compatible bucket (`s3-backend.ts`). The static store
 * (`static-store.ts`) keeps its write order, memory and compression above either.
 */
export interface PageBackend {
  /** Where the pages are, for logs: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** The stored page's version (a new one with every write), or null when there is none. */
  version(tenantKey: string, file: string): Promise<string | null>;
  /** The page and the variants stored beside it (null when one is missing), or null. */
  read(tenantKey: string, file: string): Promise<BackendPage | null>;
  /** Stores the page and its variants so that a reader never gets a page without its own bytes. */
  replace(tenantKey: string, file: string, files: PageBytes): Promise<{ version: string; modifiedMs: number }>;
  /** Removes the page and its variants (the variants first: none is ever left without its page). */
  remove(tenantKey: string, file: string): Promise<void>;
  /**
   * Whether the stored page, with both variants, holds exactly `body`; `known` is a version and
   * body read earlier (from memory), which answers without reading the page again while current.
   */
  holds(tenantKey: string, file: string, body: Buffer, known?: { version: string; body: Buffer }): Promise<boolean>;
}

export interface PageBytes {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface BackendPage {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  version: string;
  modifiedMs: number;
}
