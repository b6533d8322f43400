import type { SectionSpec } from '../brands/brand.ts';
import { stamp, type GenContext } from './context.ts';

export interface SectionRef {
  id: number;
  name: string;
  alias: string;
  fullName: string;
  depth: number;
  /** The alias of its top-level section. */
  top: string;
}

export interface SectionTree {
  all: SectionRef[];
  home: SectionRef;
  /** Sections of the brand's own topics (everything but home, resources and directory). */
  topical: SectionRef[];
  byAlias(alias: string): SectionRef;
}

/** Sections every brand has besides its topics. */
const commonSections: SectionSpec[] = [
  {
    name: 'Resources',
    slug: 'resources',
    children: [
      { name: 'Webinars', slug: 'webinars' },
      { name: 'Whitepapers', slug: 'whitepapers' },
      { name: 'Events', slug: 'events', children: [{ name: 'Venues', slug: 'venues' }] },
      { name: 'Videos', slug: 'videos' },
      { name: 'Podcasts', slug: 'podcasts' },
    ],
  },
  {
    name: 'Directory',
    slug: 'directory',
    children: [
      { name: 'Companies', slug: 'companies' },
      { name: 'Products', slug: 'products' },
      { name: 'Suppliers', slug: 'suppliers' },
      { name: 'Contacts', slug: 'contacts' },
    ],
  },
];

/** The section tree: home, the brand's topics three levels deep, resources and directory. */
export function generateSections(ctx: GenContext): SectionTree {
  const all: SectionRef[] = [];
  const add = (spec: SectionSpec, parent: SectionRef | null, sequence: number) => {
    const alias = parent ? `${parent.alias}/${spec.slug}` : spec.slug;
    const ref: SectionRef = {
      id: ctx.nextId('website_sections'),
      name: spec.name,
      alias,
      fullName: parent ? `${parent.fullName} > ${spec.name}` : spec.name,
      depth: parent ? parent.depth + 1 : 1,
      top: parent ? parent.top : alias,
    };
    all.push(ref);
    ctx.data.website_sections.push({
      id: ref.id,
      tenant_key: ctx.tenantKey,
      parent_id: parent?.id ?? null,
      name: spec.name,
      full_name: ref.fullName,
      system_alias: alias,
      manual_alias: null,
      alias_override: null,
      alias,
      description: parent
        ? `${spec.name} coverage from ${ctx.brand.name}: news, analysis and resources.`
        : `The latest ${spec.name.toLowerCase()} from ${ctx.brand.name}.`,
      gam_alias: alias.replace(/\//g, '_'),
      sequence,
      status: 1,
      ...stamp(ctx, 400 * 86_400_000),
    });
    spec.children?.forEach((child, index) => add(child, ref, index));
  };
  add({ name: 'Home', slug: 'home' }, null, 0);
  [...ctx.brand.sections, ...commonSections].forEach((spec, index) => add(spec, null, index + 1));
  const byAlias = (alias: string) => {
    const hit = all.find((s) => s.alias === alias);
    if (!hit) throw new Error(`No seeded section "${alias}"`);
    return hit;
  };
  const topicalTops = new Set(ctx.brand.sections.map((s) => s.slug));
  return { all, home: byAlias('home'), topical: all.filter((s) => topicalTops.has(s.top)), byAlias };
}
