import type { DomainModule } from '../core/domain-module.ts';
import { tenantsModule } from '../tenants/graphql.ts';
import { tenantProvisioningModule } from '../tenant-provisioning/graphql.ts';
import { tenantMigrationModule } from '../tenant-migration/graphql.ts';
import { contentModule } from '../content/graphql.ts';
import { contentWritesModule } from '../content/write-graphql.ts';
import { contentResearchModule } from '../content-research/content-research-graphql.ts';
import { reportsModule } from '../reports/reports-graphql.ts';
import { syndicationModule } from '../syndication/syndication-graphql.ts';
import { layoutsModule } from '../layouts/graphql.ts';
import { cmsUsersModule } from '../cms-users/graphql.ts';
import { manageCmsUsersModule } from '../cms-users/manage-users-graphql.ts';
import { settingsModule } from '../settings/graphql.ts';
import { assetsModule } from '../assets/graphql.ts';
import { assetWritesModule } from '../assets/assets-writes-graphql.ts';
import { sectionsModule } from '../sections/graphql.ts';
import { redirectsModule } from '../redirects/graphql.ts';
import { magazinesModule } from '../magazines/graphql.ts';
import { magazineAdminModule } from '../magazines/magazines-admin-graphql.ts';
import { magazineWritesModule } from '../magazines/magazines-writes-graphql.ts';
import { contactsModule } from '../contacts/graphql.ts';
import { leadersModule } from '../leaders/graphql.ts';
import { youtubeModule } from '../youtube/graphql.ts';
import { externalFeedsModule } from '../external-feeds/graphql.ts';
import { recommendationsModule } from '../recommendations/graphql.ts';
import { taxonomyModule } from '../taxonomy/graphql.ts';
import { taxonomyWritesModule } from '../taxonomy/taxonomy-writes-graphql.ts';
import { personsModule } from '../persons/graphql.ts';
import { personWritesModule } from '../persons/persons-writes-graphql.ts';
import { sectionWritesModule } from '../sections/sections-writes-graphql.ts';
import { layoutWritesModule } from '../layouts/layouts-writes-graphql.ts';
import { layoutReadsModule } from '../layouts/layouts-read-graphql.ts';
import { blockCatalogueModule } from '../layouts/block-catalogue-graphql.ts';
import { layoutAnalysisModule } from '../layouts/analysis/layout-analysis-graphql.ts';
import { newsletterAnalysisModule } from '../newsletter-analysis/graphql.ts';
import { designMigrationModule } from '../layouts/design-migration/design-migration-graphql.ts';
import { settingsAnalysisModule } from '../settings/settings-analysis-graphql.ts';
import { loadMoreModule } from '../layouts/load-more-graphql.ts';
import { settingsWritesModule } from '../settings/settings-writes-graphql.ts';
import { redirectWritesModule } from '../redirects/redirects-writes-graphql.ts';
import { buildsModule } from '../builds/graphql.ts';
import { historyModule } from '../history/graphql.ts';
import { newsModule } from '../news/graphql.ts';
import { captchaModule } from '../captcha/graphql.ts';
import { membershipsModule } from '../memberships/graphql.ts';
import { membershipWritesModule } from '../memberships/memberships-writes-graphql.ts';
import { siteUsersModule } from '../site-users/graphql.ts';
import { externalSsoModule } from '../site-users/external-sso-graphql.ts';
import { siteUserRegistrationModule } from '../site-users/registration-graphql.ts';
import { siteUserAdminModule } from '../site-users/admin-graphql.ts';
import { siteUserManageModule } from '../site-users/admin-manage-graphql.ts';
import { siteUserImportsModule } from '../site-user-imports/graphql.ts';
import { exportsModule } from '../exports/graphql.ts';
import { gatedContentModule } from '../gated-content/graphql.ts';
import { siteLicensesModule } from '../site-licenses/graphql.ts';
import { newsletterSubscribersModule } from '../newsletter-subscribers/graphql.ts';
import { searchModule } from '../search/graphql.ts';
import { adsModule } from '../ads/graphql.ts';
import { adWritesModule } from '../ads/ads-writes-graphql.ts';
import { houseAdsModule } from '../ads/house-ads-graphql.ts';
import { adUnitReportModule } from '../ads/ad-unit-report-graphql.ts';
import { trackingModule } from '../tracking/graphql.ts';
import { commentsModule } from '../comments/graphql.ts';
import { contractsModule } from '../contracts/graphql.ts';
import { companyUpdatesModule } from '../company-updates/graphql.ts';
import { leadFormsModule } from '../lead-forms/graphql.ts';
import { newsletterTemplatesModule } from '../newsletters/templates-graphql.ts';
import { newsletterCampaignsModule } from '../newsletters/campaigns-graphql.ts';
import { newsletterAdsModule } from '../newsletters/ads-graphql.ts';
import { newsletterRenderModule } from '../newsletter-render/graphql.ts';
import { newsletterDeploymentsModule } from '../newsletter-deployments/graphql.ts';
import { errorEventsModule } from '../error-events/graphql.ts';
import { systemModule } from '../system/graphql.ts';
import { aiAssistantModule } from '../ai-assistant/graphql.ts';
import { devToolsModule } from '../dev-tools/graphql.ts';

/** Every domain that contributes to the GraphQL API. */
export const domainModules: DomainModule[] = [
  tenantsModule,
  tenantProvisioningModule,
  tenantMigrationModule,
  contentModule,
  contentWritesModule,
  contentResearchModule,
  reportsModule,
  syndicationModule,
  layoutsModule,
  loadMoreModule,
  cmsUsersModule,
  settingsModule,
  assetsModule,
  assetWritesModule,
  sectionsModule,
  redirectsModule,
  magazinesModule,
  magazineAdminModule,
  magazineWritesModule,
  contactsModule,
  leadersModule,
  youtubeModule,
  externalFeedsModule,
  recommendationsModule,
  taxonomyModule,
  taxonomyWritesModule,
  personsModule,
  personWritesModule,
  sectionWritesModule,
  layoutWritesModule,
  layoutReadsModule,
  blockCatalogueModule,
  layoutAnalysisModule,
  newsletterAnalysisModule,
  designMigrationModule,
  settingsAnalysisModule,
  settingsWritesModule,
  redirectWritesModule,
  buildsModule,
  manageCmsUsersModule,
  historyModule,
  newsModule,
  siteLicensesModule,
  gatedContentModule,
  captchaModule,
  membershipsModule,
  membershipWritesModule,
  siteUsersModule,
  externalSsoModule,
  siteUserRegistrationModule,
  siteUserAdminModule,
  siteUserManageModule,
  siteUserImportsModule,
  exportsModule,
  newsletterSubscribersModule,
  searchModule,
  trackingModule,
  commentsModule,
  adsModule,
  contractsModule,
  adWritesModule,
  houseAdsModule,
  adUnitReportModule,
  companyUpdatesModule,
  leadFormsModule,
  newsletterTemplatesModule,
  newsletterCampaignsModule,
  newsletterAdsModule,
  newsletterRenderModule,
  newsletterDeploymentsModule,
  errorEventsModule,
  aiAssistantModule,
  devToolsModule,
  systemModule,
];
