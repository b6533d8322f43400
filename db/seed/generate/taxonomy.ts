import type { TaxonomyType } from '../../../content-engine/shared/enums.ts';
import { cities, firstNames, lastNames } from '../words.ts';
import { stamp, type GenContext, day } from './context.ts';

/** Taxonomy of all five types; returns the ids per type. */
export function generateTaxonomy(ctx: GenContext): Record<TaxonomyType, number[]> {
  const add = (type: TaxonomyType, name: string, parent: { id: number; fullName: string } | null = null) => {
    const id = ctx.nextId('taxonomy');
    const fullName = parent ? `${parent.fullName} > ${name}` : name;
    ctx.data.taxonomy.push({
      id,
      tenant_key: ctx.tenantKey,
      type,
      name,
      full_name: fullName,
      parent_id: parent?.id ?? null,
      status: 1,
      ...stamp(ctx, 600 * day),
    });
    return { id, fullName };
  };
  const bins = ['Editorial', 'Sponsored Content', 'Product News', 'Opinion'].map((name) => add('Bin', name).id);
  const tags = ctx.brand.tags.map((name) => add('Tag', name).id);
  const locations: number[] = [];
  for (const country of ['United States', 'Canada']) {
    const parent = add('Location', country);
    locations.push(parent.id);
    for (const city of cities.filter((c) => (c.country === 'US') === (country === 'United States')))
      locations.push(add('Location', `${city.city}, ${city.state}`, parent).id);
  }
  const organizations = ctx.brand.organizations.map((name) => add('Organization', name).id);
  const people = ctx.random
    .sample(firstNames, 6)
    .map((first) => add('Person', `${first} ${ctx.random.pick(lastNames)}`).id);
  return { Bin: bins, Tag: tags, Location: locations, Organization: organizations, Person: people };
}
