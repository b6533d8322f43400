import type { Writable } from 'node:stream';
import type { z } from 'zod';
import type { EngineContext } from '../core/context.ts';
import type { ExportJob, ExportKind } from './export-job.ts';

/** What a kind's writer gets: the job, a system context, the open file and a progress step. */
export interface ExportRun {
  ctx: EngineContext;
  job: ExportJob;
  /** The file being written (a zip kind pipes its archive here). */
  out: Writable;
  /** Writes text to `out`, waiting while its buffer is full (memory stays flat). */
  write(text: string): Promise<void>;
  /** Records `done` rows (or articles) written and renews the lease; throws when another runner took the job. */
  progress(done: number): Promise<void>;
  /** Rows per database batch. */
  batchSize: number;
}

/** One kind of export: its parameters, how many items it will write, and its writer. */
export interface ExportKindDefinition<P extends z.ZodType = z.ZodType> {
  kind: ExportKind;
  /** The parameters startExport accepts (errors point at `params.<key>`). */
  params: P;
  /**
   * Checks the parameters against what the requesting user may see (for example the sites of a
   * cross-site export) and returns them as stored on the job; runs once, at start.
   */
  prepare(ctx: EngineContext, params: z.infer<P>): Promise<Record<string, unknown>>;
  extension(params: Record<string, unknown>): 'csv' | 'xml' | 'zip' | 'txt';
  /** The download's file name. */
  fileName(job: ExportJob): string;
  /** The number of items it will write (the job's `total`). */
  count(ctx: EngineContext, job: ExportJob): Promise<number>;
  write(run: ExportRun): Promise<void>;
}
