/*
 * The CSV file /admin/migrate-site-users imports (ADR 55): browser-safe, shown on the screen and
 * used for the downloadable template. Only `email` is required; the other columns may be left out.
 */

export interface ImportColumn {
  name: string;
  required: boolean;
  description: string;
  example: string;
}

/** Separates several values in one cell (memberships, newsletters). */
export const importListSeparator = '|';

export const siteUserImportColumns = [
  {
    name: 'email',
    required: true,
    description: 'A valid e-mail address; the key: a user of the site with this address is skipped.',
    example: 'jane.doe@example.com',
  },
  { name: 'first_name', required: false, description: 'At most 100 characters.', example: 'Jane' },
  { name: 'last_name', required: false, description: 'At most 100 characters.', example: 'Doe' },
  { name: 'company', required: false, description: 'At most 200 characters.', example: 'Acme Industrial' },
  { name: 'title', required: false, description: 'Job title, at most 200 characters.', example: 'Fleet Manager' },
  { name: 'city', required: false, description: 'At most 100 characters.', example: 'Chicago' },
  {
    name: 'region',
    required: false,
    description: 'State or province code (required to be one of the list for US and CA).',
    example: 'IL',
  },
  { name: 'postal_code', required: false, description: 'At most 20 characters.', example: '60601' },
  {
    name: 'country_code',
    required: false,
    description: 'Two-letter country code (ISO 3166-1 alpha-2).',
    example: 'US',
  },
  {
    name: 'memberships',
    required: false,
    description: 'Membership aliases of this site, separated by |.',
    example: 'free',
  },
  {
    name: 'membership_expires',
    required: false,
    description: 'yyyy-mm-dd: when the memberships of the row expire; empty: never.',
    example: '',
  },
  {
    name: 'newsletters',
    required: false,
    description: "Newsletter ids of this site's enabled newsletters, separated by |.",
    example: '',
  },
  {
    name: 'password_hash',
    required: false,
    description:
      "A Masthead scrypt hash (scrypt$N$r$p$salt$hash); empty: the user sets a password with 'Forgot password'.",
    example: '',
  },
  {
    name: 'registered',
    required: false,
    description: 'yyyy-mm-dd: the original registration date; empty: the import date.',
    example: '2019-04-01',
  },
] as const satisfies readonly ImportColumn[];

export type ImportColumnName = (typeof siteUserImportColumns)[number]['name'];

export const importColumnNames: readonly ImportColumnName[] = siteUserImportColumns.map((c) => c.name);

/** A header cell as the file may spell it ("First Name", "first-name") → the column's name. */
export const normaliseHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The template file: the header and one example row. */
export const importTemplateCsv = () =>
  [importColumnNames.join(','), siteUserImportColumns.map((c) => c.example).join(',')].join('\r\n') + '\r\n';

/** What is wrong with a file's header, or null: unknown, repeated or missing required columns. */
export function headerProblems(header: readonly string[]): string | null {
  const names = header.map(normaliseHeader);
  const unknown = names.filter((name) => !(importColumnNames as readonly string[]).includes(name));
  if (unknown.length)
    return `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}. The columns are: ${importColumnNames.join(', ')}.`;
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  if (repeated.length) return `The column "${repeated[0]}" appears more than once.`;
  const missing = siteUserImportColumns.filter((c) => c.required && !names.includes(c.name)).map((c) => c.name);
  if (missing.length) return `The file has no "${missing.join('", "')}" column.`;
  return null;
}
