import type { Knex } from 'knex';
import { activeSectionStatus } from '../../sections/queries.ts';

export interface StarterSection {
  id: number;
  name: string;
  alias: string;
  parentId: number | null;
}

/** The sections a new tenant starts with: home, three top sections and resources with two children. */
const tree: { name: string; alias: string; children?: { name: string; slug: string }[] }[] = [
  { name: 'Home', alias: 'home' },
  { name: 'News', alias: 'news' },
  { name: 'Features', alias: 'features' },
  { name: 'Opinion', alias: 'opinion' },
  {
    name: 'Resources',
    alias: 'resources',
    children: [
      { name: 'Webinars', slug: 'webinars' },
      { name: 'Whitepapers', slug: 'whitepapers' },
    ],
  },
];

async function insertSection(
  db: Knex,
  row: { tenantKey: string; parent: StarterSection | null; name: string; alias: string; sequence: number; now: number },
): Promise<StarterSection> {
  const [inserted] = await db('website_sections')
    .insert({
      tenant_key: row.tenantKey,
      parent_id: row.parent?.id ?? null,
      name: row.name,
      full_name: row.parent ? `${row.parent.name} > ${row.name}` : row.name,
      system_alias: row.alias,
      manual_alias: null,
      alias_override: null,
      alias: row.alias,
      description: '',
      gam_alias: row.alias.replace(/\//g, '_'),
      sequence: row.sequence,
      status: activeSectionStatus,
      created: row.now,
      updated: row.now,
    })
    .returning('id');
  const id = typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
  return { id, name: row.name, alias: row.alias, parentId: row.parent?.id ?? null };
}

/** Inserts the starter sections of `tenantKey`; answers them, parents before children. */
export async function insertStarterSections(
  db: Knex,
  { tenantKey, now }: { tenantKey: string; now: number },
): Promise<StarterSection[]> {
  const all: StarterSection[] = [];
  for (const [sequence, top] of tree.entries()) {
    const parent = await insertSection(db, {
      tenantKey,
      parent: null,
      name: top.name,
      alias: top.alias,
      sequence,
      now,
    });
    all.push(parent);
    for (const [index, child] of (top.children ?? []).entries()) {
      const alias = `${top.alias}/${child.slug}`;
      all.push(await insertSection(db, { tenantKey, parent, name: child.name, alias, sequence: index, now }));
    }
  }
  return all;
}
