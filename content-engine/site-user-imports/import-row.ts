import { z } from 'zod';
import { hasRegions, isCountryCode, isRegionOf } from '../shared/locales.ts';
import { importListSeparator, normaliseHeader, type ImportColumnName } from '../shared/site-user-import-columns.ts';

/** What the rows are checked against: the site's memberships by lower-case alias and its newsletter ids. */
export interface ImportRules {
  membershipIdsByAlias: ReadonlyMap<string, number>;
  newsletterIds: ReadonlySet<string>;
  now: number;
}

/** A valid row, as the import writes it. */
export interface ImportUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  title: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  countryCode: string | null;
  membershipIds: number[];
  membershipExpires: number | null;
  newsletterIds: string[];
  passwordHash: string | null;
  registered: number | null;
}

export type CheckedRow = { user: ImportUser; problems: null } | { user: null; problems: string[] };

const emailSchema = z.email();
const scryptHash = /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/;
const maxLengths: Partial<Record<ImportColumnName, number>> = {
  email: 320,
  first_name: 100,
  last_name: 100,
  company: 200,
  title: 200,
  city: 100,
  region: 100,
  postal_code: 20,
  password_hash: 300,
};

/** yyyy-mm-dd → epoch ms at UTC midnight, or null when it is no such day. */
function parseDay(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text ? null : at;
}

const list = (text: string) =>
  text
    .split(importListSeparator)
    .map((v) => v.trim())
    .filter(Boolean);

/** The column index of each known column of a header (unknown ones were refused at upload). */
export const columnIndexes = (header: readonly string[]) =>
  new Map(header.map((cell, index) => [normaliseHeader(cell) as ImportColumnName, index]));

/** Checks one data row; every problem is named by its column, as the dry run reports it. */
export function checkImportRow(
  fields: readonly string[],
  columns: ReadonlyMap<ImportColumnName, number>,
  rules: ImportRules,
): CheckedRow {
  if (fields.length !== columns.size)
    return { user: null, problems: [`The row has ${fields.length} fields; the header has ${columns.size}.`] };
  const problems: string[] = [];
  const cell = (name: ImportColumnName) => {
    const index = columns.get(name);
    const value = index === undefined ? '' : (fields[index] ?? '').trim();
    const max = maxLengths[name];
    if (max !== undefined && value.length > max) {
      problems.push(`${name}: at most ${max} characters`);
      return '';
    }
    return value;
  };
  const text = (name: ImportColumnName) => cell(name) || null;

  const email = cell('email').toLowerCase();
  if (!email) problems.push('email: Field is required');
  else if (!emailSchema.safeParse(email).success) problems.push(`email: "${email}" is not a valid e-mail address`);

  const countryCode = cell('country_code').toUpperCase() || null;
  if (countryCode && !isCountryCode(countryCode)) problems.push(`country_code: unknown country "${countryCode}"`);
  const region = text('region');
  if (countryCode && region && hasRegions(countryCode) && !isRegionOf(countryCode, region))
    problems.push(`region: "${region}" is not a region of ${countryCode}`);

  const membershipIds: number[] = [];
  for (const alias of list(cell('memberships'))) {
    const id = rules.membershipIdsByAlias.get(alias.toLowerCase());
    if (id === undefined) problems.push(`memberships: no membership "${alias}" on this site`);
    else if (!membershipIds.includes(id)) membershipIds.push(id);
  }
  const expiresText = cell('membership_expires');
  const membershipExpires = expiresText ? parseDay(expiresText) : null;
  if (expiresText && membershipExpires === null)
    problems.push(`membership_expires: "${expiresText}" is not a date (yyyy-mm-dd)`);

  const newsletterIds = [...new Set(list(cell('newsletters')))];
  for (const id of newsletterIds)
    if (!rules.newsletterIds.has(id)) problems.push(`newsletters: "${id}" is not a newsletter of this site`);

  const passwordHash = text('password_hash');
  if (passwordHash && !scryptHash.test(passwordHash))
    problems.push('password_hash: not a Masthead scrypt hash (scrypt$N$r$p$salt$hash)');

  const registeredText = cell('registered');
  const registered = registeredText ? parseDay(registeredText) : null;
  if (registeredText && registered === null)
    problems.push(`registered: "${registeredText}" is not a date (yyyy-mm-dd)`);
  else if (registered !== null && registered > rules.now) problems.push('registered: the date is in the future');

  if (problems.length) return { user: null, problems };
  return {
    problems: null,
    user: {
      email,
      firstName: text('first_name'),
      lastName: text('last_name'),
      company: text('company'),
      title: text('title'),
      city: text('city'),
      region,
      postalCode: text('postal_code'),
      countryCode,
      membershipIds,
      membershipExpires,
      newsletterIds,
      passwordHash,
      registered,
    },
  };
}

/** A row whose every field is blank (a trailing newline, a spacer line): neither counted nor reported. */
export const isBlankRow = (fields: readonly string[]) => fields.every((field) => field.trim() === '');
