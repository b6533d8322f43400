import { z } from 'zod';
import { required } from '../core/validate.ts';
import { modules } from '../shared/enums.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';

/** A tenant key: 2 to 32 lower-case letters and digits, starting with a letter (it names hosts, paths and folders). */
export const tenantKeyPattern = /^[a-z][a-z0-9]{1,31}$/;
export const maxDomains = 20;

/** A host name of at least two labels; each label letters, digits and inner hyphens, at most 63 long. */
const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export const isHostName = (host: string) =>
  host.length <= 253 && host.split('.').length >= 2 && host.split('.').every((label) => hostLabel.test(label));

/** Lower case, no surrounding blanks, no trailing dot: as the Host header of a request is looked up. */
export const normaliseDomain = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, '');

const key = z
  .string(required)
  .trim()
  .min(1, requiredMessage)
  .regex(tenantKeyPattern, 'Use 2 to 32 lower-case letters and digits, starting with a letter');

const domains = z
  .array(
    z
      .string()
      .transform(normaliseDomain)
      .refine(isHostName, { error: (issue) => `"${String(issue.input)}" is not a valid host name` }),
    required,
  )
  .min(1, 'Give at least one domain')
  .max(maxDomains, `At most ${maxDomains} domains`)
  .transform((list) => [...new Set(list)]);

const name = z.string(required).trim().min(1, requiredMessage).max(200);
const abbreviation = z.string().trim().max(20, 'At most 20 characters');

/** Empty, or an absolute https URL (the production site the admin links to). */
const prodEndpoint = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isHttpsUrl(value), 'Must be an https URL, e.g. https://www.example.com');

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && isHostName(url.hostname);
  } catch {
    return false;
  }
}

const moduleList = z
  .array(z.enum(modules))
  .max(modules.length)
  .transform((chosen) => modules.filter((m) => chosen.includes(m)));

/** createTenant's input; abbreviation, prodEndpoint, modules and isTest may be left out. */
export const createTenantInput = z.object({
  key,
  name,
  domains,
  abbreviation: abbreviation.nullish(),
  prodEndpoint: prodEndpoint.nullish().transform((v) => v ?? ''),
  modules: moduleList.nullish().transform((v) => v ?? []),
  isTest: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

/** updateTenant's input: the key names the tenant (it never changes); fields left out keep their value. */
export const updateTenantInput = z.object({
  key: z.string(required).trim().min(1, requiredMessage).max(64),
  name: name.nullish(),
  domains: domains.nullish(),
  abbreviation: abbreviation.nullish(),
  prodEndpoint: prodEndpoint.nullish(),
  modules: moduleList.nullish(),
  isTest: z.boolean().nullish(),
});

/** A blank abbreviation becomes the initials of the name (or the key), upper case. */
export function defaultAbbreviation({ name, key }: { name: string; key: string }) {
  const initials = name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
  return (initials.length >= 2 ? initials : key).toUpperCase().slice(0, 20);
}
