import { magazineSectionNames, months } from '../words.ts';
import { addAsset } from './assets.ts';
import { stamp, type GenContext, day } from './context.ts';
import type { SeededItem } from './content.ts';

const issueCount = 18;
const magazineTypes = new Set(['Article', 'News', 'Blog']);

/** First of the month, `back` months before the seed's clock, at noon UTC. */
function monthStart(now: number, back: number): Date {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1, 12));
}

export interface SeededPublication {
  id: number;
  alias: string;
  issueIds: number[];
}

/** Publications with monthly issues and magazine sections (needs the magazine module). */
export function generateMagazines(ctx: GenContext): SeededPublication[] {
  if (!ctx.brand.modules.includes('magazine')) return [];
  return ctx.brand.publications.map((pub) => {
    const id = ctx.nextId('magazine_publications');
    const logo = addAsset(ctx, {
      type: 'Image',
      folder: 'logos',
      fileName: `${pub.alias}.png`,
      mimeType: 'image/png',
      isLogo: true,
      alt: pub.name,
      size: [500, 150],
    });
    ctx.data.magazine_publications.push({
      id,
      tenant_key: ctx.tenantKey,
      name: pub.name,
      alias: pub.alias,
      description: pub.description,
      logo_id: logo.id,
      subscribe_url: `https://www.${ctx.brand.key}.com/subscribe/${pub.alias}`,
      status: 1,
      ...stamp(ctx, 800 * day),
    });
    magazineSectionNames.forEach((name, sequence) => {
      ctx.data.magazine_sections.push({
        id: ctx.nextId('magazine_sections'),
        tenant_key: ctx.tenantKey,
        publication_id: id,
        name,
        sequence,
        ...stamp(ctx, 800 * day),
      });
    });
    const issueIds = Array.from({ length: issueCount }, (_, back) => {
      const issueId = ctx.nextId('magazine_issues');
      const mail = monthStart(ctx.now, back);
      const alias = `${mail.getUTCFullYear()}-${String(mail.getUTCMonth() + 1).padStart(2, '0')}`;
      const name = `${months[mail.getUTCMonth()]} ${mail.getUTCFullYear()}`;
      const cover = addAsset(ctx, {
        type: 'Image',
        folder: 'covers',
        fileName: `${pub.alias}-${alias}.jpg`,
        mimeType: 'image/jpeg',
        alt: `${pub.name} ${name} cover`,
        size: [900, 1200],
      });
      ctx.data.magazine_issues.push({
        id: issueId,
        tenant_key: ctx.tenantKey,
        publication_id: id,
        name,
        alias,
        description: `The ${name} issue of ${pub.name}: ${ctx.random.sample(ctx.brand.subjects, 2).join(', ')} and more.`,
        cover_image_id: cover.id,
        digital_edition_url: `https://digital.${ctx.brand.key}.com/${pub.alias}/${alias}`,
        mail_date: mail.getTime(),
        status: 1,
        ...stamp(ctx, Math.max(ctx.now - mail.getTime(), day)),
      });
      return issueId;
    });
    return { id, alias: pub.alias, issueIds };
  });
}

/** Puts published stories into the issues mailed after them (each story in one issue at most). */
export function linkIssueContent(ctx: GenContext, publications: SeededPublication[], items: SeededItem[]) {
  const sectionsOf = (publicationId: number) =>
    ctx.data.magazine_sections.filter((s) => s.publication_id === publicationId).map((s) => s.id as number);
  const free = items.filter((item) => item.isLive && magazineTypes.has(item.type));
  const used = new Set<number>();
  const issues = ctx.data.magazine_issues;
  for (const pub of publications) {
    const sections = sectionsOf(pub.id);
    for (const issueId of pub.issueIds) {
      const mail = issues.find((issue) => issue.id === issueId)!.mail_date as number;
      const near = free.filter(
        (item) => !used.has(item.id) && item.published! <= mail && item.published! > mail - 60 * day,
      );
      const pool = near.length >= 6 ? near : free.filter((item) => !used.has(item.id));
      ctx.random.sample(pool, ctx.random.int(6, 10)).forEach((item, position) => {
        used.add(item.id);
        ctx.data.content_issues.push({
          content_id: item.id,
          issue_id: issueId,
          section_id: ctx.random.pick(sections),
          position,
        });
      });
    }
  }
}
