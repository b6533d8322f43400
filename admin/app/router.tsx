import { createBrowserRouter } from 'react-router';
import { AdminLayout } from './AdminLayout.tsx';
import { RootLayout } from './RootLayout.tsx';
import { reportPaths } from '../shared/shell/menu-items.ts';

import { reloadAfterChunkFailure } from './chunk-reload.ts';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await reloadAfterChunkFailure(load)).default,
});
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await reloadAfterChunkFailure(load))[name] });

/**
 * The admin's routes under /admin, each screen its own chunk. Screens later issues build are not
 * listed: their paths fall through to the not-found page until then.
 */
export const router = createBrowserRouter(
  [
    {
      Component: RootLayout,
      children: [
        { path: 'login', lazy: page(() => import('../features/sign-in/LoginPage.tsx')) },
        { path: 'logout', lazy: page(() => import('../features/sign-in/LogoutPage.tsx')) },
        {
          path: 'user/reset-password',
          lazy: named(() => import('../features/sign-in/PasswordLinkPage.tsx'), 'ResetPasswordPage'),
        },
        {
          path: 'user/activate',
          lazy: named(() => import('../features/sign-in/PasswordLinkPage.tsx'), 'ActivatePage'),
        },
        {
          Component: AdminLayout,
          children: [
            { index: true, lazy: page(() => import('../features/home/HomePage.tsx')) },
            { path: 'content', lazy: page(() => import('../features/content/ContentListPage.tsx')) },
            {
              path: 'content-syndication',
              lazy: page(() => import('../features/content-syndication/ContentSyndicationPage.tsx')),
            },
            {
              path: 'content-research',
              lazy: page(() => import('../features/content-research/ContentResearchPage.tsx')),
            },
            { path: 'bulk-update-content', lazy: page(() => import('../features/content/BulkUpdatePage.tsx')) },
            {
              path: 'create-content/:type',
              lazy: page(() => import('../features/content/editor/ContentEditorPage.tsx')),
            },
            { path: 'edit-content/:id', lazy: page(() => import('../features/content/editor/ContentEditorPage.tsx')) },
            { path: 'company-updates', lazy: page(() => import('../features/company-updates/CompanyUpdatesPage.tsx')) },
            {
              path: 'company-updates/:id',
              lazy: page(() => import('../features/company-updates/CompanyUpdatePage.tsx')),
            },
            { path: 'history', lazy: page(() => import('../features/history/HistoryPage.tsx')) },
            { path: 'system', lazy: page(() => import('../features/system/SystemPage.tsx')) },
            { path: 'aspire-news', lazy: page(() => import('../features/news/AspireNewsPage.tsx')) },
            { path: 'digital-media-library', lazy: page(() => import('../features/media/MediaLibraryPage.tsx')) },
            { path: 'cms-users', lazy: page(() => import('../features/users/CmsUsersPage.tsx')) },
            { path: 'cms-users/:id', lazy: page(() => import('../features/users/CmsUserFormPage.tsx')) },
            { path: 'create-cms-user', lazy: page(() => import('../features/users/CmsUserFormPage.tsx')) },
            { path: 'user', lazy: page(() => import('../features/users/ProfilePage.tsx')) },
            { path: 'website-sections', lazy: page(() => import('../features/sections/SectionsPage.tsx')) },
            { path: 'create-website-section', lazy: page(() => import('../features/sections/SectionFormPage.tsx')) },
            { path: 'edit-website-section/:id', lazy: page(() => import('../features/sections/SectionFormPage.tsx')) },
            { path: 'redirects', lazy: page(() => import('../features/redirects/RedirectsPage.tsx')) },
            { path: 'tenants', lazy: page(() => import('../features/tenants/TenantsPage.tsx')) },
            { path: 'tenants/:key', lazy: page(() => import('../features/tenants/TenantFormPage.tsx')) },
            { path: 'create-tenant', lazy: page(() => import('../features/tenants/TenantFormPage.tsx')) },
            { path: 'create-redirect', lazy: page(() => import('../features/redirects/CreateRedirectPage.tsx')) },
            {
              path: 'magazine-publications',
              lazy: page(() => import('../features/magazines/MagazinePublicationsPage.tsx')),
            },
            { path: 'magazine-issues', lazy: page(() => import('../features/magazines/MagazineIssuesPage.tsx')) },
            { path: 'magazine-sections', lazy: page(() => import('../features/magazines/MagazineSectionsPage.tsx')) },
            // Newsletter campaigns, ads and content schedules (issue 31).
            {
              path: 'newsletter-campaigns',
              lazy: page(() => import('../features/newsletter-campaigns/NewsletterCampaignsPage.tsx')),
            },
            {
              path: 'create-newsletter-campaign',
              lazy: page(() => import('../features/newsletter-campaigns/CreateNewsletterCampaignPage.tsx')),
            },
            {
              path: 'edit-newsletter-campaign/:id',
              lazy: page(() => import('../features/newsletter-campaigns/EditNewsletterCampaignPage.tsx')),
            },
            { path: 'newsletter-ads', lazy: page(() => import('../features/newsletter-ads/NewsletterAdsPage.tsx')) },
            {
              path: 'create-newsletter-ad',
              lazy: page(() => import('../features/newsletter-ads/NewsletterAdFormPage.tsx')),
            },
            {
              path: 'edit-newsletter-ad/:id',
              lazy: page(() => import('../features/newsletter-ads/NewsletterAdFormPage.tsx')),
            },
            {
              path: 'newsletter-content',
              lazy: page(() => import('../features/newsletter-content/NewsletterContentPage.tsx')),
            },
            { path: 'site-users', lazy: page(() => import('../features/site-users/SiteUsersPage.tsx')) },
            { path: 'site-users/:id', lazy: page(() => import('../features/site-users/SiteUserDetailPage.tsx')) },
            {
              path: 'migrate-site-users',
              lazy: page(() => import('../features/site-users/MigrateSiteUsersPage.tsx')),
            },
            { path: 'menus', lazy: page(() => import('../features/menus/MenusPage.tsx')) },
            { path: 'layouts', lazy: page(() => import('../features/layouts/LayoutsPage.tsx')) },
            { path: 'create-web-layout', lazy: page(() => import('../features/layouts/LayoutFormPage.tsx')) },
            { path: 'edit-web-layout/:id', lazy: page(() => import('../features/layouts/LayoutFormPage.tsx')) },
            { path: 'taxonomy', lazy: page(() => import('../features/taxonomy/TaxonomyPage.tsx')) },
            {
              path: 'edit-site-settings',
              lazy: page(() => import('../features/site-settings/EditSiteSettingsPage.tsx')),
            },
            {
              path: 'site-settings-new',
              lazy: page(() => import('../features/site-settings/SiteSettingsNewPage.tsx')),
            },
            { path: 'edit-cta-message', lazy: page(() => import('../features/cta-message/CtaMessagePage.tsx')) },
            { path: 'meig-settings', lazy: page(() => import('../features/meig-settings/MeigSettingsPage.tsx')) },
            { path: 'memberships', lazy: page(() => import('../features/memberships/MembershipsPage.tsx')) },
            { path: 'create-membership', lazy: page(() => import('../features/memberships/MembershipFormPage.tsx')) },
            { path: 'edit-membership/:id', lazy: page(() => import('../features/memberships/MembershipFormPage.tsx')) },
            {
              path: 'membership-settings',
              lazy: page(() => import('../features/memberships/MembershipSettingsPage.tsx')),
            },
            { path: 'ip-gating-settings', lazy: page(() => import('../features/ip-gating/IpGatingPage.tsx')) },
            { path: 'create-ip-gating', lazy: page(() => import('../features/ip-gating/IpGatingFormPage.tsx')) },
            { path: 'edit-ip-gating/:id', lazy: page(() => import('../features/ip-gating/IpGatingFormPage.tsx')) },
            {
              path: 'newsletter-templates',
              lazy: page(() => import('../features/newsletter-templates/NewsletterTemplatesPage.tsx')),
            },
            {
              path: 'create-newsletter-template',
              lazy: page(() => import('../features/newsletter-templates/TemplateFormPage.tsx')),
            },
            {
              path: 'edit-newsletter-template/:id',
              lazy: page(() => import('../features/newsletter-templates/TemplateFormPage.tsx')),
            },
            {
              path: 'newsletter-settings',
              lazy: page(() => import('../features/newsletter-settings/NewsletterSettingsPage.tsx')),
            },
            {
              path: 'contacts-settings',
              lazy: page(() => import('../features/contacts-settings/ContactsSettingsPage.tsx')),
            },
            {
              path: 'podcasts-settings',
              lazy: page(() => import('../features/podcasts-settings/PodcastsSettingsPage.tsx')),
            },
            {
              path: 'edit-enabled-modules',
              lazy: page(() => import('../features/enabled-modules/EnabledModulesPage.tsx')),
            },
            {
              path: 'layout-block-usage',
              lazy: page(() => import('../features/layout-analysis/LayoutBlockUsagePage.tsx')),
            },
            {
              path: 'layout-block-option-usage',
              lazy: page(() => import('../features/layout-analysis/LayoutBlockOptionUsagePage.tsx')),
            },
            { path: 'layout-analysis', lazy: page(() => import('../features/layout-analysis/LayoutAnalysisPage.tsx')) },
            {
              path: 'aspire-to-aspire-migration-config',
              lazy: page(() => import('../features/tenant-migration/MigrationConfigPage.tsx')),
            },
            {
              path: 'run-aspire-to-aspire-migration',
              lazy: page(() => import('../features/tenant-migration/RunMigrationPage.tsx')),
            },
            {
              path: 'migrate-to-new-design',
              lazy: page(() => import('../features/migrate-to-new-design/MigrateToNewDesignPage.tsx')),
            },
            {
              path: 'update-layout-schedule-options',
              lazy: page(() => import('../features/layout-analysis/UpdateLayoutScheduleOptionsPage.tsx')),
            },
            {
              path: 'nl-block-analysis',
              lazy: page(() => import('../features/layout-analysis/NewsletterBlockAnalysisPage.tsx')),
            },
            {
              path: 'ss-analysis',
              lazy: page(() => import('../features/layout-analysis/SiteSettingsAnalysisPage.tsx')),
            },
            // The dev tools' developer screens (issue 33).
            { path: 'test', lazy: page(() => import('../features/dev-diagnostics/DiagnosticsPage.tsx')) },
            { path: 'test-form-api', lazy: page(() => import('../features/test-form-api/TestFormApiPage.tsx')) },
            { path: 'color-test', lazy: page(() => import('../features/color-test/ColorTestPage.tsx')) },
            { path: 'openai', lazy: page(() => import('../features/ai-assistant/AiAssistantPage.tsx')) },
            { path: 'persons', lazy: page(() => import('../features/persons/PersonsPage.tsx')) },
            { path: 'contracts', lazy: page(() => import('../features/contracts/ContractsPage.tsx')) },
            { path: 'create-contract', lazy: page(() => import('../features/contracts/ContractFormPage.tsx')) },
            { path: 'contract/:id', lazy: page(() => import('../features/contracts/ContractFormPage.tsx')) },
            {
              path: 'contracts/settings',
              lazy: page(() => import('../features/contracts/ContractSettingsPage.tsx')),
            },
            { path: 'ad-unit-patterns', lazy: page(() => import('../features/ad-units/AdUnitPatternsPage.tsx')) },
            {
              path: 'create-ad-unit-pattern',
              lazy: page(() => import('../features/ad-units/AdUnitPatternFormPage.tsx')),
            },
            {
              path: 'edit-ad-unit-pattern/:id',
              lazy: page(() => import('../features/ad-units/AdUnitPatternFormPage.tsx')),
            },
            {
              path: 'ad-unit-settings-report',
              lazy: page(() => import('../features/ad-units/AdUnitSettingsReportPage.tsx')),
            },
            { path: 'house-ads', lazy: page(() => import('../features/ad-units/HouseAdsPage.tsx')) },
            { path: 'create-house-ad', lazy: page(() => import('../features/ad-units/HouseAdFormPage.tsx')) },
            { path: 'edit-house-ad/:id', lazy: page(() => import('../features/ad-units/HouseAdFormPage.tsx')) },
            { path: 'print-exports', lazy: page(() => import('../features/exports/PrintExportsPage.tsx')) },
            {
              path: 'company-export',
              lazy: named(() => import('../features/exports/SimpleExportPage.tsx'), 'CompanyExportPage'),
            },
            {
              path: 'taxonomy-export',
              lazy: named(() => import('../features/exports/SimpleExportPage.tsx'), 'TaxonomyExportPage'),
            },
            {
              path: 'cross-site-exports',
              lazy: page(() => import('../features/exports/CrossSiteExportsPage.tsx')),
            },
            ...[...reportPaths.map(([, path]) => path), 'cross-site-reports'].map((path) => ({
              path,
              lazy: page(() => import('../features/reports/ReportPage.tsx')),
            })),
            { path: '*', lazy: page(() => import('../shared/shell/NotFoundPage.tsx')) },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
