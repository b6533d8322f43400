import { stamp, type GenContext, day } from './context.ts';
import type { SeededItem } from './content.ts';
import type { SeededPublication } from './magazine.ts';
import type { SectionTree } from './sections.ts';

/** Old URLs of the brand's previous site, pointing at the new ones. */
export function generateRedirects(
  ctx: GenContext,
  sections: SectionTree,
  publications: SeededPublication[],
  items: SeededItem[],
) {
  const tops = sections.topical.filter((s) => s.depth === 1);
  const children = sections.topical.filter((s) => s.depth === 2);
  const about = items.find((item) => item.name === 'About Us');
  const pairs: [string, string, number?][] = [
    [`/old-${tops[0]!.alias}`, `/${tops[0]!.alias}`],
    ...tops.map((s): [string, string] => [`/category/${s.alias}`, `/${s.alias}`]),
    ...children.slice(0, 3).map((s): [string, string] => [`/topics/${s.alias.split('/').pop()}`, `/${s.alias}`]),
    ['/webinars', '/resources/webinars'],
    ['/whitepapers', '/resources/whitepapers'],
    ['/events', '/resources/events', 302],
  ];
  if (publications[0]) pairs.push(['/magazine', `/magazine/${publications[0].alias}`]);
  if (about) pairs.push(['/about', about.canonicalPath]);
  for (const [from, to, code] of pairs) {
    ctx.data.redirects.push({
      id: ctx.nextId('redirects'),
      tenant_key: ctx.tenantKey,
      from,
      to,
      code: code ?? 301,
      ...stamp(ctx, 200 * day),
    });
  }
}
