import type { Knex } from 'knex';
import type { ReportVolume } from './reports-seed.ts';

/** What each part of bench/reports-seed-extras.ts is given: the volume, the sites, its own random stream. */
export interface ExtrasScope {
  volume: ReportVolume;
  sites: BenchSite[];
  random: () => number;
}

/** A random instant from `from` to `to`. */
export const between = (random: () => number, from: number, to: number) => from + Math.floor(random() * (to - from));

/** What the extra report data of a bench site is built from: its seeded content and site users. */
export interface BenchSite {
  tenantKey: string;
  name: string;
  /** The primary domain (the Lighthouse runner measures the public address). */
  domain: string;
  /** In id order, as bench/reports-seed.ts inserted them. */
  content: { id: number; type: string; name: string; path: string; published: number }[];
  users: { id: number; email: string; status: string; created: number }[];
}

export async function loadBenchSites(db: Knex, tenantKeys: string[]): Promise<BenchSite[]> {
  const sites: BenchSite[] = [];
  for (const tenantKey of tenantKeys) {
    const tenant: { name: string } = await db('tenants').where({ key: tenantKey }).first('name');
    const domain: { domain: string } | undefined = await db('tenant_domains')
      .where({ tenant_key: tenantKey })
      .orderBy('is_primary', 'desc')
      .first('domain');
    const content = (
      await db('content')
        .where({ tenant_key: tenantKey })
        .orderBy('id')
        .select('id', 'type', 'name', 'canonical_path', 'published')
    ).map((row) => ({
      id: Number(row.id),
      type: String(row.type),
      name: String(row.name),
      path: String(row.canonical_path),
      published: Number(row.published),
    }));
    const users = (
      await db('site_users').where({ tenant_key: tenantKey }).orderBy('id').select('id', 'email', 'status', 'created')
    ).map((row) => ({
      id: Number(row.id),
      email: String(row.email),
      status: String(row.status),
      created: Number(row.created),
    }));
    sites.push({ tenantKey, name: tenant.name, domain: domain?.domain ?? `${tenantKey}.localhost`, content, users });
  }
  return sites;
}

const firstNames = ['Ana', 'Ben', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jon', 'Kate', 'Luis'];
const lastNames = ['Alvarez', 'Brown', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen'];
/** Made-up company names. */
export const benchCompanies = [
  'Acme Industrial',
  'Northwind Controls',
  'Bluewater Pumps',
  'Summit Robotics',
  'Keystone Valves',
  'Harbor Logistics',
  'Pioneer Sensors',
  'Granite Fabrication',
  'Vertex Automation',
  'Redwood Plastics',
];
const jobTitles = ['Plant Manager', 'Design Engineer', 'Purchasing Manager', 'Maintenance Lead', 'Owner', ''];

/** A made-up person at a made-up company (the `n`th: distinct e-mail addresses). */
export function benchPeople(random: () => number, n: number) {
  const firstName = firstNames[Math.floor(random() * firstNames.length)]!;
  const lastName = lastNames[Math.floor(random() * lastNames.length)]!;
  const company = benchCompanies[Math.floor(random() * benchCompanies.length)]!;
  const domain = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}${n}@${domain}`.toLowerCase(),
    company,
    jobTitle: jobTitles[Math.floor(random() * jobTitles.length)]!,
  };
}
