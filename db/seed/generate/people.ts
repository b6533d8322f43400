import { slugify } from '../text.ts';
import { contactTitles, firstNames, lastNames, personTitles } from '../words.ts';
import { addAsset } from './assets.ts';
import { stamp, type GenContext, day } from './context.ts';

/** `count` distinct "First Last" names. */
function names(ctx: GenContext, count: number): [string, string][] {
  const all = firstNames.flatMap((first) => lastNames.map((last) => [first, last] as [string, string]));
  return ctx.random.sample(all, count);
}

const emailOf = (first: string, last: string, domain: string) =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${domain}`;

/** Editorial staff and contributors (authors). */
export function generatePersons(ctx: GenContext, count: number): number[] {
  return names(ctx, count).map(([first, last], index) => {
    const id = ctx.nextId('persons');
    const fullName = `${first} ${last}`;
    const title = ctx.random.pick(personTitles);
    const image = addAsset(ctx, {
      type: 'Image',
      folder: 'people',
      fileName: `${slugify(fullName)}.jpg`,
      mimeType: 'image/jpeg',
      alt: fullName,
      size: [400, 400],
    });
    ctx.data.persons.push({
      id,
      tenant_key: ctx.tenantKey,
      first_name: first,
      last_name: last,
      full_name: fullName,
      title,
      email: emailOf(first, last, `${ctx.brand.key}.com`),
      bio: `<p>${fullName} is ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title.toLowerCase()} at ${ctx.brand.name}, covering ${ctx.random.sample(ctx.brand.subjects, 2).join(' and ')}.</p>`,
      image_id: image.id,
      alias: slugify(fullName),
      status: index === count - 1 ? 2 : 1,
      ...stamp(ctx, 500 * day),
    });
    return id;
  });
}

/** Company contacts (shown on company pages). */
export function generateContacts(ctx: GenContext, count: number): number[] {
  return names(ctx, count).map(([first, last]) => {
    const id = ctx.nextId('contacts');
    ctx.data.contacts.push({
      id,
      tenant_key: ctx.tenantKey,
      first_name: first,
      last_name: last,
      full_name: `${first} ${last}`,
      title: ctx.random.pick(contactTitles),
      email: emailOf(first, last, 'example.com'),
      phone: `+1 (${ctx.random.int(200, 989)}) 555-${String(ctx.random.int(0, 9999)).padStart(4, '0')}`,
      image_id: null,
      status: 1,
      ...stamp(ctx, 300 * day),
    });
    return id;
  });
}
