import { pageSpeedReport } from './page-speed/page-speed-report.ts';
import { rmiReport } from './rmi/rmi-report.ts';
import { editorialTrackingReport } from './editorial-tracking/editorial-tracking-report.ts';
import { contentVelocityReport } from './content-velocity/content-velocity-report.ts';
import { contentDetailReport } from './content-detail/content-detail-report.ts';
import { contentLengthReport } from './content-length/content-length-report.ts';
import { crossSiteReport } from './cross-site/cross-site-report.ts';
import { contentViewsReport } from './content-views/content-views-report.ts';
import { topContentPagesByPubDateReport } from './top-content-pages-by-pub-date/top-content-pages-by-pub-date-report.ts';
import { contentFavoritesReport } from './content-favorites/content-favorites-report.ts';
import { registrationsReport } from './registrations/registrations-report.ts';
import { incompleteRegistrationsReport } from './incomplete-registrations/incomplete-registrations-report.ts';
import { loginReport } from './login/login-report.ts';
import { newsletterSubscriptionsReport } from './newsletter-subscriptions/newsletter-subscriptions-report.ts';
import { companyEngagementReport } from './company-engagement/company-engagement-report.ts';
import { blueConicRecommendationsReport } from './blueconic-recommendations/blueconic-recommendations-report.ts';
import { blueConicPageViewsReport } from './blueconic-page-views/blueconic-page-views-report.ts';
import { blueConicClientReport } from './blueconic-client/blueconic-client-report.ts';
import { siteLicenseCompanyPageViewsReport } from './site-license-company-page-views/site-license-company-page-views-report.ts';
import { sponsoredSearchLogoClicksReport } from './sponsored-search-logo-clicks/sponsored-search-logo-clicks-report.ts';
import { menuLinkClicksReport } from './menu-link-clicks/menu-link-clicks-report.ts';
import { sitePerformanceReport } from './site-performance/site-performance-report.ts';
import type { ReportDefinition } from './report-definition.ts';

/**
 * Every report, by its name, in the Site Reports menu's order. Its admin route is
 * /admin/<name>-report (the cross-site summary: /admin/cross-site-reports).
 */
export const reportDefinitions = new Map<string, ReportDefinition>(
  [
    pageSpeedReport,
    rmiReport,
    editorialTrackingReport,
    contentVelocityReport,
    contentDetailReport,
    contentLengthReport,
    crossSiteReport,
    contentViewsReport,
    topContentPagesByPubDateReport,
    contentFavoritesReport,
    registrationsReport,
    incompleteRegistrationsReport,
    loginReport,
    newsletterSubscriptionsReport,
    companyEngagementReport,
    blueConicRecommendationsReport,
    blueConicPageViewsReport,
    blueConicClientReport,
    siteLicenseCompanyPageViewsReport,
    sponsoredSearchLogoClicksReport,
    menuLinkClicksReport,
    sitePerformanceReport,
  ].map((d) => [d.name, d]),
);
