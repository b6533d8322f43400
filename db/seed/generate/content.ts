import type { TaxonomyType } from '../../../content-engine/shared/enums.ts';
import { ContentStatus } from '../../../content-engine/shared/enums.ts';
import { body, slugify, teaser, type TextContext } from '../text.ts';
import { addAsset } from './assets.ts';
import { day, type GenContext } from './context.ts';
import { companyName, itemName, typeFields } from './content-fields.ts';
import { linkContent } from './content-links.ts';
import { planContent, type PlannedItem } from './content-plan.ts';
import type { SectionTree } from './sections.ts';

export interface ContentInputs {
  count: number;
  sections: SectionTree;
  images: number[];
  persons: { ids: number[]; names: string[] };
  contacts: number[];
  taxonomy: Record<TaxonomyType, number[]>;
  paidMembershipId: number | null;
  /** The content-override layout a couple of articles choose. */
  featureLayoutId: number;
}

export interface SeededItem extends PlannedItem {
  name: string;
  canonicalPath: string;
  /** Published, live and not expired at the seed's clock. */
  isLive: boolean;
}

const sponsorTypes = new Set(['PressRelease', 'Product', 'Promotion', 'Whitepaper', 'Webinar']);

/** Every content item of the tenant, with its images, authors, taxonomy, relations and schedules. */
export function generateContent(ctx: GenContext, inputs: ContentInputs): SeededItem[] {
  const { random, now, brand } = ctx;
  const plan = planContent(ctx, inputs.count, inputs.sections);
  const slugs = new Set<string>();
  const state = { pages: 0, companyNames: new Set<string>() };
  const companies: { id: number; name: string }[] = [];
  let featured = 0;

  const items = plan.map((item): SeededItem => {
    const company = companies.length ? random.pick(companies) : null;
    const year = new Date(item.published ?? now).getUTCFullYear();
    const words: TextContext = {
      subject: random.pick(brand.subjects),
      company: company?.name ?? companyName(ctx, new Set()),
      otherCompany: companies.length ? random.pick(companies).name : companyName(ctx, new Set()),
      product: random.pick(brand.products),
      audience: random.pick(brand.audiences),
      organization: random.pick(brand.organizations),
      person: random.pick(inputs.persons.names),
      year,
    };
    const name = itemName(ctx, item.type, words, state);
    if (item.type === 'Company') companies.push({ id: item.id, name });
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);
    const canonicalPath = `/${item.section.alias}/${slug}`;

    const wantsCompany = item.type !== 'Company' && (sponsorTypes.has(item.type) || item.type === 'Contact' || random.chance(0.1));
    const companyId = wantsCompany && company ? company.id : null;
    const primaryImageId = item.type === 'Company'
      ? addAsset(ctx, { type: 'Image', folder: 'logos', fileName: `${slug}.png`, mimeType: 'image/png', isLogo: true, alt: `${name} logo`, size: [400, 200] }).id
      : random.chance(0.9) ? random.pick(inputs.images) : null;
    const sponsored = item.type === 'Promotion' || (sponsorTypes.has(item.type) && random.chance(0.25)) || random.chance(0.03);
    const isPublished = item.status === ContentStatus.PUBLISHED;
    const useFeatureLayout = isPublished && item.type === 'Article' && featured < 2 && (item.published ?? now) < now;
    if (useFeatureLayout) featured += 1;
    const text = teaser(words, random);
    const created = (item.published ?? now - random.int(1, 20) * day) - random.int(1, 72) * 3_600_000;

    ctx.data.content.push({
      id: item.id,
      tenant_key: ctx.tenantKey,
      type: item.type,
      status: item.status,
      name,
      short_name: random.chance(0.1) ? name.split(':').pop()!.trim().slice(0, 60) : null,
      seo_title: random.chance(0.15) ? `${name} | ${brand.name}`.slice(0, 500) : null,
      teaser: text,
      body: item.type === 'Company' ? `<p>${name} supplies ${words.product}s and services to ${words.audience}.</p>\n${body(words, random)}` : body(words, random),
      alias: slug,
      canonical_path: canonicalPath,
      labels: JSON.stringify(sponsored ? ['Sponsored'] : []),
      metadata: JSON.stringify({
        description: text.slice(0, 160),
        aiKeywords: random.sample(brand.tags, random.int(3, 5)),
        aiIndustries: [brand.tagline.replace(/^.* for /, '')],
        aiCategory: item.section.name,
        aiPersonaSummary: `Written for ${words.audience}.`,
        aiRelatedTopics: random.sample(brand.subjects, 3),
      }),
      gating: JSON.stringify((item.type === 'Whitepaper' && random.chance(0.4)) || random.chance(0.01) ? { surveyType: 'omeda' } : {}),
      membership_ids: JSON.stringify(inputs.paidMembershipId && item.type === 'Article' && random.chance(0.05) ? [inputs.paidMembershipId] : []),
      registration_required: (item.type === 'Article' || item.type === 'Document') && random.chance(0.04),
      ...Object.fromEntries(Object.entries(typeFields(ctx, item, slug)).map(([key, value]) => [key, value !== null && typeof value === 'object' ? JSON.stringify(value) : value])),
      exclude_ads: JSON.stringify(random.chance(0.02) ? { welcomeAd: true, reskinAd: true } : {}),
      company_id: companyId,
      primary_section_id: item.section.id,
      primary_image_id: primaryImageId,
      layout_id: useFeatureLayout ? inputs.featureLayoutId : null,
      published: item.published,
      expires: item.expires,
      created_by: random.pick(inputs.persons.names),
      created,
      updated: created + random.int(0, 48) * 3_600_000,
    });
    const isLive = isPublished && item.published !== null && item.published <= now && (item.expires === null || item.expires > now);
    return { ...item, name, canonicalPath, isLive };
  });

  linkContent(ctx, items, inputs);
  return items;
}
