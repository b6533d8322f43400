import type { Knex } from 'knex';

/*
 * Row builders for the catalogue domains (redirects, magazines, contacts, taxonomy, persons).
 * Each returns the new row's id; required columns get sensible defaults.
 */

const stamp = () => ({ created: Date.now(), updated: Date.now() });

const insertId = async (db: Knex, table: string, row: Record<string, unknown>): Promise<number> => {
  const [inserted] = await db(table).insert(row).returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
};

export async function insertRedirect(
  db: Knex,
  { tenantKey, from, to, code = 301 }: { tenantKey: string; from: string; to: string; code?: number },
) {
  return insertId(db, 'redirects', { tenant_key: tenantKey, from, to, code, ...stamp() });
}

export async function insertPublication(
  db: Knex,
  {
    tenantKey,
    name,
    alias,
    description = '',
    logoId = null,
    status = 1,
  }: { tenantKey: string; name: string; alias: string; description?: string; logoId?: number | null; status?: number },
) {
  return insertId(db, 'magazine_publications', {
    tenant_key: tenantKey,
    name,
    alias,
    description,
    logo_id: logoId,
    status,
    ...stamp(),
  });
}

export async function insertIssue(
  db: Knex,
  i: {
    tenantKey: string;
    publicationId: number;
    name: string;
    alias: string;
    mailDate: number;
    description?: string;
    coverImageId?: number | null;
    digitalEditionUrl?: string | null;
    status?: number;
  },
) {
  return insertId(db, 'magazine_issues', {
    tenant_key: i.tenantKey,
    publication_id: i.publicationId,
    name: i.name,
    alias: i.alias,
    mail_date: i.mailDate,
    description: i.description ?? '',
    cover_image_id: i.coverImageId ?? null,
    digital_edition_url: i.digitalEditionUrl ?? null,
    status: i.status ?? 1,
    ...stamp(),
  });
}

export async function insertContact(
  db: Knex,
  c: {
    tenantKey: string;
    firstName: string;
    lastName: string;
    title?: string;
    email?: string;
    phone?: string;
    imageId?: number | null;
    status?: number;
  },
) {
  return insertId(db, 'contacts', {
    tenant_key: c.tenantKey,
    first_name: c.firstName,
    last_name: c.lastName,
    full_name: `${c.firstName} ${c.lastName}`,
    title: c.title ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    image_id: c.imageId ?? null,
    status: c.status ?? 1,
    ...stamp(),
  });
}

export async function linkContact(
  db: Knex,
  { contentId, contactId, position = 0 }: { contentId: number; contactId: number; position?: number },
) {
  await db('content_contacts').insert({ content_id: contentId, contact_id: contactId, position });
}

export async function insertTaxonomy(
  db: Knex,
  {
    tenantKey,
    type = 'Tag',
    name,
    fullName = name,
    status = 1,
  }: { tenantKey: string; type?: string; name: string; fullName?: string; status?: number },
) {
  return insertId(db, 'taxonomy', { tenant_key: tenantKey, type, name, full_name: fullName, status, ...stamp() });
}

export async function linkTaxonomy(db: Knex, { contentId, taxonomyId }: { contentId: number; taxonomyId: number }) {
  await db('content_taxonomy').insert({ content_id: contentId, taxonomy_id: taxonomyId });
}

export async function insertPerson(
  db: Knex,
  p: {
    tenantKey: string;
    firstName: string;
    lastName: string;
    title?: string;
    email?: string;
    bio?: string;
    imageId?: number | null;
    status?: number;
  },
) {
  return insertId(db, 'persons', {
    tenant_key: p.tenantKey,
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: `${p.firstName} ${p.lastName}`,
    title: p.title ?? '',
    email: p.email ?? '',
    bio: p.bio ?? '',
    image_id: p.imageId ?? null,
    status: p.status ?? 1,
    ...stamp(),
  });
}

export async function linkAuthor(
  db: Knex,
  { contentId, personId, position = 0 }: { contentId: number; personId: number; position?: number },
) {
  await db('content_authors').insert({ content_id: contentId, person_id: personId, position });
}
