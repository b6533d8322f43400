import type { Brand } from '../brands/brand.ts';
import { createRandom, hashSeed } from '../prng.ts';
import { generateImagePool, generateSiteLogos } from './assets.ts';
import { generateContent } from './content.ts';
import type { GenContext } from './context.ts';
import { emptyDataset, type Dataset } from './dataset.ts';
import type { IdAllocator } from './ids.ts';
import { generateLayouts } from './layouts.ts';
import { generateFeedsAndRecommendations } from './feeds-and-recommendations.ts';
import { addContentSidebars } from './widgets-b-showcase.ts';
import { generateLeadForms } from './lead-forms.ts';
import { generateMagazines, linkIssueContent } from './magazine.ts';
import { generateMemberships } from './memberships.ts';
import { generateContacts, generatePersons } from './people.ts';
import { generateRedirects } from './redirects.ts';
import { generateSections } from './sections.ts';
import { generateSettings } from './settings.ts';
import { generateSiteLicenses } from './site-licenses.ts';
import { generateDemographics } from './demographics.ts';
import { generateSiteUsers } from './site-users.ts';
import { generateComments } from './comments.ts';
import { generateTaxonomy } from './taxonomy.ts';
import { generateTenantRows } from './tenant.ts';
import { generateAds } from './ads.ts';
import { generateFireService } from './fire-service.ts';
import { generateShowcase } from './showcase.ts';
import { generateLeadersProgramme } from './leaders.ts';
import { generateAtsJobs } from './ats-jobs.ts';
import { generateNewsletters } from './newsletters.ts';

export interface TenantPlan {
  brand: Brand;
  items: number;
  /** The PRNG seed of the whole run; each tenant draws from its own stream derived from it. */
  seed: number;
  now: number;
  /** Also create the layout shared by every tenant. */
  withGlobalLayout?: boolean;
  /** Also create the pages that place every block type the everyday layouts do not (the demo tenants). */
  showcase?: boolean;
}

/** Every row of one tenant, computed in memory without touching the database (ids come from `nextId`). */
export function generateTenant(plan: TenantPlan, nextId: IdAllocator): Dataset {
  const ctx: GenContext = {
    brand: plan.brand,
    tenantKey: plan.brand.key,
    random: createRandom(hashSeed(`${plan.seed}:${plan.brand.key}`)),
    now: plan.now,
    nextId,
    data: emptyDataset(),
  };
  generateTenantRows(ctx);
  const logos = generateSiteLogos(ctx);
  const sections = generateSections(ctx);
  const images = generateImagePool(ctx, Math.min(5000, Math.max(40, Math.ceil(plan.items / 3))));
  const personIds = generatePersons(ctx, 25);
  const persons = { ids: personIds, names: ctx.data.persons.map((p) => p.full_name as string) };
  const contacts = generateContacts(ctx, 15);
  const taxonomy = generateTaxonomy(ctx);
  const memberships = ctx.brand.modules.includes('memberships') ? generateMemberships(ctx) : null;
  const publications = generateMagazines(ctx);
  const { featureLayoutId } = generateLayouts(ctx, sections, {
    hasMagazine: publications.length > 0,
    withGlobal: plan.withGlobalLayout ?? false,
  });
  const items = generateContent(ctx, {
    count: plan.items,
    sections,
    images,
    persons,
    contacts,
    taxonomy,
    paidMembershipId: memberships?.paidId ?? null,
    featureLayoutId,
  });
  linkIssueContent(ctx, publications, items);
  addContentSidebars(ctx);
  generateLeadForms(ctx);
  generateRedirects(ctx, sections, publications, items);
  const settings = generateSettings(ctx, { sections, publications, items, logos });
  if (plan.showcase) generateShowcase(ctx, { sections, settings, memberships: memberships !== null });
  if (plan.showcase) generateLeadersProgramme(ctx, { sections, settings });
  if (plan.showcase) generateAtsJobs(ctx);
  ctx.data.site_settings.push({ tenant_key: ctx.tenantKey, payload: JSON.stringify(settings), updated: plan.now });
  if (memberships) {
    generateDemographics(ctx);
    const memberId = generateSiteUsers(ctx, {
      paidId: memberships.paidId,
      newsletterId: settings.newsletters.enabledNewsletters[0]?.id ?? null,
    });
    if (settings.memberships.commenting)
      generateComments(ctx, { items, memberId, anonymousAllowed: settings.memberships.allowAnonymousCommenting });
  }
  generateSiteLicenses(ctx);
  generateAds(ctx);
  generateFireService(ctx, sections, images);
  generateFeedsAndRecommendations(ctx, { sections, items });
  // Last: it draws nothing at random and adds ids after everyone else's (company-pages.ts alike).
  if (plan.showcase) generateNewsletters(ctx, { sections });
  return ctx.data;
}
