import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { stamp, type GenContext } from './context.ts';
import { block, buildGrid } from '../../../content-engine/shared/grid-builder.ts';
import { addLayout } from './layouts.ts';
import type { SectionTree } from './sections.ts';

/*
 * The demo's leaders programme (ADR 0070), on brands with the leaders module: a Leaders section
 * whose children are the categories (named after the brand's first topics), the settings pointing
 * at it, published companies scheduled to the categories, and the /leaders page that lists them
 * beside the jobs the tenant stored (catsone_jobs).
 */

/** Adds an active section row under `parent` (or at the top) and returns its id and alias. */
function addSection(
  ctx: GenContext,
  name: string,
  slug: string,
  parent: { id: number; alias: string } | null,
  sequence: number,
) {
  const id = ctx.nextId('website_sections');
  const alias = parent ? `${parent.alias}/${slug}` : slug;
  ctx.data.website_sections.push({
    id,
    tenant_key: ctx.tenantKey,
    parent_id: parent?.id ?? null,
    name,
    full_name: parent ? `Leaders > ${name}` : name,
    system_alias: alias,
    manual_alias: null,
    alias_override: null,
    alias,
    description: parent
      ? `The companies leading in ${name.toLowerCase()}, chosen by the ${ctx.brand.name} editors.`
      : `The ${ctx.brand.name} Leaders: the companies our readers and editors rely on.`,
    gam_alias: alias.replace(/\//g, '_'),
    sequence,
    status: 1,
    ...stamp(ctx, 400 * 86_400_000),
  });
  return { id, alias };
}

export function generateLeadersProgramme(
  ctx: GenContext,
  { sections, settings }: { sections: SectionTree; settings: SiteSettings },
) {
  if (!ctx.brand.modules.includes('leaders')) return;
  const companies = ctx.data.content.filter((row) => row.type === 'Company' && row.status === 1);
  if (companies.length === 0) return;
  const leaders = addSection(ctx, 'Leaders', 'leaders', null, sections.all.filter((s) => s.depth === 1).length);
  const topics = sections.topical.filter((s) => s.depth === 1).slice(0, 3);
  const categories = topics.map((topic, index) =>
    addSection(ctx, topic.name, topic.alias.split('/').pop()!, leaders, index),
  );
  settings.leaders = { ...settings.leaders, enabled: true, section: leaders.id };
  companies.slice(0, categories.length * 4).forEach((company, index) => {
    ctx.data.website_schedules.push({
      id: ctx.nextId('website_schedules'),
      tenant_key: ctx.tenantKey,
      content_id: company.id,
      section_id: categories[index % categories.length]!.id,
      option: 'Standard',
      start_date: company.published,
      end_date: null,
    });
  });
  addLayout(ctx, {
    name: 'Leaders Programme',
    type: 'url-override',
    aliases: ['/leaders'],
    pageType: 'section',
    primary: buildGrid([
      {
        layout: '2_1',
        columns: [
          [block('leading_companies', { title: `${ctx.brand.name} Leaders`, source: 'schedules' })],
          [block('catsone_jobs', { title: 'Careers', numberOfItems: 5, applyLabel: 'Apply now' })],
        ],
      },
    ]),
  });
}
