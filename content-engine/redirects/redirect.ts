import { z } from 'zod';
import { dbNumber } from '../core/rows.ts';

export const redirectRow = z.object({ id: dbNumber, from: z.string(), to: z.string(), code: dbNumber });

export interface Redirect {
  id: number;
  from: string;
  to: string;
  /** HTTP status to answer with: 301 unless the editor chose otherwise. */
  code: number;
}

export const toRedirect = (row: unknown): Redirect => redirectRow.parse(row);
