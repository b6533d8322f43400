import type { TaxonomyType } from '../../../content-engine/shared/enums.ts';
import { ContentStatus } from '../../../content-engine/shared/enums.ts';
import { body, slugify, teaser, type TextContext } from '../text.ts';
import { addAsset } from './assets.ts';
import { day, hour, type GenContext } from './context.ts';
import { companyName, itemName, typeFields } from './content-fields.ts';
import { linkContent } from './content-links.ts';
import { planContent, type PlannedItem } from './content-plan.ts';
import type { Row } from './dataset.ts';
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

interface Company {
  id: number;
  name: string;
}

const sponsorTypes = new Set(['PressRelease', 'Product', 'Promotion', 'Whitepaper', 'Webinar']);

const jsonColumns = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    ]),
  );

function wordsFor(
  ctx: GenContext,
  item: PlannedItem,
  company: Company | null,
  companies: Company[],
  personNames: string[],
): TextContext {
  const { random, brand } = ctx;
  return {
    subject: random.pick(brand.subjects),
    company: company?.name ?? companyName(ctx, new Set()),
    otherCompany: companies.length ? random.pick(companies).name : companyName(ctx, new Set()),
    product: random.pick(brand.products),
    audience: random.pick(brand.audiences),
    organization: random.pick(brand.organizations),
    person: random.pick(personNames),
    year: new Date(item.published ?? ctx.now).getUTCFullYear(),
  };
}

/** Phone, e-mail and social links of directory items, made from the id and name (no random draw, so the other rows stay as they were). */
function contactMetadata(item: PlannedItem, name: string): Record<string, unknown> {
  if (item.type !== 'Company' && item.type !== 'Supplier' && item.type !== 'Contact') return {};
  const slug = slugify(name).replace(/-/g, '');
  const phone = `+1 (312) 555-${String(item.id % 10_000).padStart(4, '0')}`;
  if (item.type === 'Contact') return { phone, email: `${slug.slice(0, 30)}@example.com` };
  return {
    phone,
    email: `info@${slug}.example.com`,
    socialLinks: {
      linkedin: `https://www.linkedin.com/company/${slug}`,
      twitter: `https://x.com/${slug.slice(0, 15)}`,
    },
  };
}

/** The columns every type shares: text, labels, metadata, gating and dates. */
function commonColumns(
  ctx: GenContext,
  item: PlannedItem,
  name: string,
  words: TextContext,
  inputs: ContentInputs,
): Row {
  const { random, brand, now } = ctx;
  const text = teaser(words, random);
  const sponsored =
    item.type === 'Promotion' || (sponsorTypes.has(item.type) && random.chance(0.25)) || random.chance(0.03);
  // Never after the seed's clock: a scheduled item was written before its publish date.
  const created = Math.min(now, (item.published ?? now - random.int(1, 20) * day) - random.int(1, 72) * hour);
  return {
    id: item.id,
    tenant_key: ctx.tenantKey,
    type: item.type,
    status: item.status,
    name,
    short_name: random.chance(0.1) ? name.split(':').pop()!.trim().slice(0, 60) : null,
    seo_title: random.chance(0.15) ? `${name} | ${brand.name}`.slice(0, 500) : null,
    teaser: text,
    body:
      item.type === 'Company'
        ? `<p>${name} supplies ${words.product}s and services to ${words.audience}.</p>\n${body(words, random)}`
        : body(words, random),
    labels: JSON.stringify(sponsored ? ['Sponsored'] : []),
    metadata: JSON.stringify({
      description: text.slice(0, 160),
      aiKeywords: random.sample(brand.tags, random.int(3, 5)),
      aiIndustries: [brand.tagline.replace(/^.* for /, '')],
      aiCategory: item.section.name,
      aiPersonaSummary: `Written for ${words.audience}.`,
      aiRelatedTopics: random.sample(brand.subjects, 3),
      ...contactMetadata(item, name),
    }),
    gating: JSON.stringify(
      (item.type === 'Whitepaper' && random.chance(0.4)) || random.chance(0.01) ? { surveyType: 'omeda' } : {},
    ),
    membership_ids: JSON.stringify(
      inputs.paidMembershipId && item.type === 'Article' && random.chance(0.05) ? [inputs.paidMembershipId] : [],
    ),
    registration_required: (item.type === 'Article' || item.type === 'Document') && random.chance(0.04),
    exclude_ads: JSON.stringify(random.chance(0.02) ? { welcomeAd: true, reskinAd: true } : {}),
    published: item.published,
    expires: item.expires,
    created_by: random.pick(inputs.persons.names),
    created,
    updated: Math.min(now, created + random.int(0, 48) * hour),
  };
}

/** Every content item of the tenant, with its images, authors, taxonomy, relations and schedules. */
export function generateContent(ctx: GenContext, inputs: ContentInputs): SeededItem[] {
  const { random, now } = ctx;
  const slugs = new Set<string>();
  const state = { pages: 0, companyNames: new Set<string>() };
  const companies: Company[] = [];
  let featureArticles = 0;

  const items = planContent(ctx, inputs.count, inputs.sections).map((item): SeededItem => {
    const company = companies.length ? random.pick(companies) : null;
    const words = wordsFor(ctx, item, company, companies, inputs.persons.names);
    const name = itemName(ctx, item.type, words, state);
    if (item.type === 'Company') companies.push({ id: item.id, name });
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);
    const canonicalPath = `/${item.section.alias}/${slug}`;

    const wantsCompany =
      item.type !== 'Company' && (sponsorTypes.has(item.type) || item.type === 'Contact' || random.chance(0.1));
    const logo =
      item.type === 'Company'
        ? addAsset(ctx, {
            type: 'Image',
            folder: 'logos',
            fileName: `${slug}.png`,
            mimeType: 'image/png',
            isLogo: true,
            alt: `${name} logo`,
            size: [400, 200],
          }).id
        : null;
    const isLive =
      item.status === ContentStatus.PUBLISHED &&
      item.published !== null &&
      item.published <= now &&
      (item.expires === null || item.expires > now);
    const featureLayout = isLive && item.type === 'Article' && featureArticles < 2;
    if (featureLayout) featureArticles += 1;

    ctx.data.content.push({
      ...commonColumns(ctx, item, name, words, inputs),
      alias: slug,
      canonical_path: canonicalPath,
      ...jsonColumns(typeFields(ctx, item, slug)),
      company_id: wantsCompany && company ? company.id : null,
      primary_section_id: item.section.id,
      primary_image_id: logo ?? (random.chance(0.9) ? random.pick(inputs.images) : null),
      layout_id: featureLayout ? inputs.featureLayoutId : null,
    });
    return { ...item, name, canonicalPath, isLive };
  });

  linkContent(ctx, items, inputs);
  return items;
}
