import type { Knex } from 'knex';
import { badInput, invalidInput, type InputProblem } from '../core/validate.ts';
import type { MembershipFields } from './writes.ts';

/** Refuses an alias another membership of the tenant has (the join page's address must be one). */
export async function assertAliasFree(
  db: Knex,
  { tenantKey, alias, exceptId }: { tenantKey: string; alias: string; exceptId?: number },
): Promise<void> {
  const query = db('memberships').where({ tenant_key: tenantKey, alias });
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  const other = (await query.first('id', 'title')) as { id: number; title: string } | undefined;
  if (other)
    throw badInput(
      'alias',
      `The alias "${alias}" is already used by the membership "${other.title}" (id ${other.id}).`,
    );
}

/** Refuses demographic ids that are no question of the tenant, and a question asked both required and additional. */
export async function assertDemographicQuestions(
  db: Knex,
  { tenantKey, fields }: { tenantKey: string; fields: MembershipFields },
): Promise<void> {
  const lists = ['requiredUserDemographicFields', 'additionalUserDemographicFields'] as const;
  const wanted = [...new Set(lists.flatMap((list) => fields[list]))];
  const rows: { id: number | string }[] = wanted.length
    ? await db('demographics').where({ tenant_key: tenantKey }).whereIn('id', wanted).select('id')
    : [];
  const known = new Set(rows.map((row) => Number(row.id)));
  const problems: InputProblem[] = [];
  for (const list of lists) {
    const unknown = fields[list].filter((id) => !known.has(id));
    if (unknown.length)
      problems.push({ path: list, message: `No such demographic question of this site: ${unknown.join(', ')}` });
  }
  const both = fields.additionalUserDemographicFields.filter((id) => fields.requiredUserDemographicFields.includes(id));
  if (both.length)
    problems.push({
      path: 'additionalUserDemographicFields',
      message: `A question cannot be both required and additional: ${both.join(', ')}`,
    });
  if (problems.length) throw invalidInput(problems);
}
