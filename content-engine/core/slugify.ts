/** The longest alias a slug may become, leaving room for a "-N" suffix. */
export const maxAliasLength = 200;

/**
 * "Trucks & Fleets: Ça va?" → "trucks-and-fleets-ca-va": lower case ASCII letters, digits and
 * single hyphens, at most `maxLength` characters; empty when nothing of the text survives.
 * Content aliases and section system aliases are both made by it.
 */
export const slugify = (text: string, maxLength = maxAliasLength) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
