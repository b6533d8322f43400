import type { ChangeEvent } from '../../content-engine/core/events.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import type { RenderedPage, RenderOptions } from './page-renderer.ts';

/** How a render worker reaches the database: the main thread's connection settings. */
export interface WorkerDatabase {
  url: string;
  searchPath?: string;
}

export interface RenderWorkerData {
  database: WorkerDatabase;
  /** The folder of the Astro bundle the worker renders with (dist by default; `npm run dev` swaps it). */
  siteDir?: string;
}

/** Main thread → render worker. Messages arrive in order, so an event precedes later renders. */
export type ToWorker =
  | { type: 'render'; id: number; tenant: Tenant; path: string; options: RenderOptions; now: number }
  | { type: 'event'; event: ChangeEvent }
  /** A bulk build's next paths (PageRenderer.readAhead): every worker may render some of them. */
  | { type: 'read-ahead'; tenant: Tenant; paths: readonly string[] };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * Render worker → main thread. A rendered body travels as a transferred ArrayBuffer, with its
 * brotli and gzip variants when the page is one to store (status 200).
 */
export type FromWorker =
  | { type: 'ready' }
  | {
      type: 'rendered';
      id: number;
      page: Omit<RenderedPage, 'body'>;
      body: ArrayBuffer;
      variants?: { br: ArrayBuffer; gzip: ArrayBuffer };
    }
  | { type: 'failed'; id: number; error: SerializedError }
  | { type: 'log'; level: LogLevel; obj: unknown; msg?: string };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    code: typeof code === 'string' ? code : undefined,
  };
}

/** The worker's error as an Error of the main thread, with the worker's stack and code. */
export function deserializeError(error: SerializedError): Error {
  const result = new Error(error.message);
  result.name = error.name;
  if (error.stack) result.stack = error.stack;
  if (error.code) (result as Error & { code?: string }).code = error.code;
  return result;
}

/**
 * The bytes of a buffer as an ArrayBuffer to transfer: its own when the buffer spans all of it,
 * else a copy (a slice of a bigger buffer, or of Node's shared pool, must not be detached).
 */
export function ownArrayBuffer(buffer: Buffer): ArrayBuffer {
  const own = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
  return own ? (buffer.buffer as ArrayBuffer) : (new Uint8Array(buffer).slice().buffer as ArrayBuffer);
}
