import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';
import { conflictOnUnique } from '../core/unique-conflict.ts';
import { activeSectionStatus } from './queries.ts';
import type { PlannedSection } from './plan-section-change.ts';

/** The fields an editor sets directly; aliases and full names come from the plan. */
export interface SectionFields {
  description: string;
  gamAlias: string | null;
  sequence: number;
  manualAlias: string | null;
  aliasOverride: string | null;
}

const planColumns = (p: PlannedSection) => ({
  parent_id: p.parentId,
  name: p.name,
  system_alias: p.systemAlias,
  alias: p.alias,
  full_name: p.fullName,
});
const fieldColumns = (f: SectionFields) => ({
  description: f.description,
  gam_alias: f.gamAlias,
  sequence: f.sequence,
  manual_alias: f.manualAlias,
  alias_override: f.aliasOverride,
});

/** What a concurrent write may take between assertAliasesFree and the insert or update: the aliases that change. */
const aliasesTaken = (planned: PlannedSection[]) => {
  const changed = planned.filter((p) => p.alias !== p.oldAlias);
  const aliases = (changed.length ? changed : planned).map((p) => `"${p.alias}"`);
  return aliases.length === 1 ? `The section alias ${aliases[0]}` : `One of the section aliases ${aliases.join(', ')}`;
};

export async function insertSectionRow(
  db: Knex,
  {
    tenantKey,
    planned,
    fields,
    now,
  }: { tenantKey: string; planned: PlannedSection; fields: SectionFields; now: number },
): Promise<number> {
  const [inserted] = await conflictOnUnique(
    () =>
      db('website_sections')
        .insert({
          tenant_key: tenantKey,
          ...planColumns(planned),
          ...fieldColumns(fields),
          status: activeSectionStatus,
          created: now,
          updated: now,
        })
        .returning('id'),
    aliasesTaken([planned]),
  );
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

/**
 * Writes planned aliases and names (and `fields` on the edited section). Aliases are parked on
 * unique placeholders first when a new alias equals another moved section's old one, so the
 * unique index never sees a transient duplicate.
 */
export async function updateSectionRows(
  db: Knex,
  {
    tenantKey,
    planned,
    edited,
    now,
  }: { tenantKey: string; planned: PlannedSection[]; edited: { id: number; fields: SectionFields }; now: number },
) {
  const oldAliases = new Set(planned.map((p) => p.oldAlias));
  await conflictOnUnique(async () => {
    if (planned.some((p) => p.alias !== p.oldAlias && oldAliases.has(p.alias))) {
      for (const p of planned)
        await db('website_sections')
          .where({ tenant_key: tenantKey, id: p.id })
          .update({ alias: `~moving~${p.id}` });
    }
    for (const p of planned) {
      const extra = p.id === edited.id ? fieldColumns(edited.fields) : {};
      await db('website_sections')
        .where({ tenant_key: tenantKey, id: p.id })
        .update({ ...planColumns(p), ...extra, updated: now });
    }
  }, aliasesTaken(planned));
}

/** Refuses aliases held by sections outside `movingIds` (any status: the unique index covers all). */
export async function assertAliasesFree(
  db: Knex,
  { tenantKey, planned }: { tenantKey: string; planned: PlannedSection[] },
) {
  const aliases = planned.map((p) => p.alias);
  const movingIds = planned.map((p) => p.id).filter((id) => id > 0);
  const holder: { id: number; name: string; alias: string } | undefined = await db('website_sections')
    .where({ tenant_key: tenantKey })
    .whereIn('alias', aliases)
    .whereNotIn('id', movingIds.length ? movingIds : [0])
    .first('id', 'name', 'alias');
  if (holder)
    throw new EngineError(
      'CONFLICT',
      `The alias "${holder.alias}" is already used by the section "${holder.name}" (${holder.id}).`,
    );
}

export async function countActiveChildren(db: Knex, tenantKey: string, id: number): Promise<number> {
  const row = await db('website_sections')
    .where({ tenant_key: tenantKey, parent_id: id, status: activeSectionStatus })
    .count({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/** Content (not deleted) whose primary section this is. */
export async function countPrimaryContent(db: Knex, tenantKey: string, id: number): Promise<number> {
  const row = await db('content')
    .where({ tenant_key: tenantKey, primary_section_id: id })
    .whereNot('status', 0)
    .count({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/** Removes the section; its schedules go with it and deleted content loses the reference. */
export async function deleteSectionRow(db: Knex, tenantKey: string, id: number) {
  await db('website_sections').where({ tenant_key: tenantKey, id }).delete();
}
