import { ContentStatus, type ScheduleOption } from '../../../content-engine/shared/enums.ts';
import type { GenContext } from './context.ts';
import type { Row } from './dataset.ts';
import type { ContentInputs, SeededItem } from './content.ts';

const authoredTypes = new Set([
  'Article',
  'News',
  'Blog',
  'Video',
  'Podcast',
  'Whitepaper',
  'Webinar',
  'Document',
  'MediaGallery',
]);
const directoryTypes = new Set(['Company', 'Product', 'Supplier', 'Contact', 'Venue', 'Page']);

/** Website schedules: the primary section always; sometimes a special option, the home page or a cross-post. */
function schedule(ctx: GenContext, item: SeededItem, row: Row, inputs: ContentInputs) {
  const { random } = ctx;
  const placements: { sectionId: number; option: ScheduleOption }[] = [
    { sectionId: item.section.id, option: 'Standard' },
  ];
  const special = random.weighted({ none: 80, Featured: 10, Pinned: 3, Sponsored: 3, Recommended: 4 });
  if (special !== 'none') placements.push({ sectionId: item.section.id, option: special });
  if (!directoryTypes.has(item.type) && random.chance(0.15))
    placements.push({ sectionId: inputs.sections.home.id, option: random.chance(0.35) ? 'Featured' : 'Standard' });
  if (placements.length < 3 && !directoryTypes.has(item.type) && random.chance(0.12)) {
    const other = random.pick(inputs.sections.topical);
    if (other.id !== item.section.id) placements.push({ sectionId: other.id, option: 'Standard' });
  }
  for (const { sectionId, option } of placements) {
    ctx.data.website_schedules.push({
      id: ctx.nextId('website_schedules'),
      tenant_key: ctx.tenantKey,
      content_id: item.id,
      section_id: sectionId,
      option,
      start_date: item.published,
      end_date: item.expires,
    });
  }
  if (placements.some((p) => p.option === 'Sponsored')) row.labels = JSON.stringify(['Sponsored']);
}

/** Authors, images, taxonomy, company contacts, related items and schedules of every item. */
export function linkContent(ctx: GenContext, items: SeededItem[], inputs: ContentInputs) {
  const { random, data } = ctx;
  const rows = new Map(data.content.map((row) => [row.id as number, row]));
  const live = items.filter((item) => item.isLive && !directoryTypes.has(item.type));
  for (const item of items) {
    const row = rows.get(item.id)!;
    if (authoredTypes.has(item.type)) {
      random
        .sample(inputs.persons.ids, random.chance(0.8) ? 1 : 2)
        .forEach((personId, position) =>
          data.content_authors.push({ content_id: item.id, person_id: personId, position }),
        );
    }
    const primary = row.primary_image_id as number | null;
    const extra = random
      .sample(inputs.images, item.type === 'MediaGallery' ? random.int(4, 8) : random.int(0, 3))
      .filter((id) => id !== primary);
    [...(primary ? [primary] : []), ...extra].forEach((assetId, position) =>
      data.content_images.push({ content_id: item.id, asset_id: assetId, position }),
    );
    const terms = [
      ...random.sample(inputs.taxonomy.Tag, random.int(1, 3)),
      ...(random.chance(0.3) ? [random.pick(inputs.taxonomy.Organization)] : []),
      ...(random.chance(0.2) ? [random.pick(inputs.taxonomy.Location)] : []),
      ...(random.chance(0.1) ? [random.pick(inputs.taxonomy.Person)] : []),
      ...(random.chance(0.4) ? [random.pick(inputs.taxonomy.Bin)] : []),
    ];
    for (const taxonomyId of terms) data.content_taxonomy.push({ content_id: item.id, taxonomy_id: taxonomyId });
    if (item.type === 'Company') {
      random
        .sample(inputs.contacts, random.int(1, 2))
        .forEach((contactId, position) =>
          data.content_contacts.push({ content_id: item.id, contact_id: contactId, position }),
        );
    }
    if (live.length > 4 && !directoryTypes.has(item.type) && random.chance(0.3)) {
      random
        .sample(live, random.int(1, 3))
        .filter((other) => other.id !== item.id)
        .forEach((other, position) =>
          data.content_relations.push({ content_id: item.id, related_id: other.id, position }),
        );
    }
    if (item.status === ContentStatus.PUBLISHED) schedule(ctx, item, row, inputs);
  }
}
