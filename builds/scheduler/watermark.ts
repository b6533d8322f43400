import type { Knex } from 'knex';

/*
 * A scheduler's watermark in scheduler_state: the time up to which it has handled everything.
 * Kept in the database so boundaries passed while no server ran are handled on the next start.
 */

export async function readWatermark(db: Knex, name: string): Promise<number | null> {
  const row: { value: number | string } | undefined = await db('scheduler_state').where({ name }).first('value');
  return row ? Number(row.value) : null;
}

/** Sets the first watermark (another process may have set it first; then its value stands). */
export async function initWatermark(db: Knex, name: string, value: number): Promise<number> {
  await db('scheduler_state').insert({ name, value }).onConflict('name').ignore();
  return (await readWatermark(db, name)) ?? value;
}

/**
 * Moves the watermark from `from` to `to` only if it still reads `from`: of two processes handling
 * the same window, exactly one wins it.
 */
export async function advanceWatermark(
  db: Knex,
  name: string,
  { from, to }: { from: number; to: number },
): Promise<boolean> {
  return (await db('scheduler_state').where({ name, value: from }).update({ value: to })) === 1;
}
