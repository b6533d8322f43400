import { incompleteRegistrationsReport } from './incomplete-registrations/incomplete-registrations-report.ts';
import { loginReport } from './login/login-report.ts';
import { newsletterSubscriptionsReport } from './newsletter-subscriptions/newsletter-subscriptions-report.ts';
import { companyEngagementReport } from './company-engagement/company-engagement-report.ts';
import { contentViewsReport } from './content-views/content-views-report.ts';
import { menuLinkClicksReport } from './menu-link-clicks/menu-link-clicks-report.ts';
import type { ReportDefinition } from './report-definition.ts';
import { registrationsReport } from './registrations/registrations-report.ts';
import { rmiReport } from './rmi/rmi-report.ts';
import { siteLicenseCompanyPageViewsReport } from './site-license-company-page-views/site-license-company-page-views-report.ts';
import { sitePerformanceReport } from './site-performance/site-performance-report.ts';
import { sponsoredSearchLogoClicksReport } from './sponsored-search-logo-clicks/sponsored-search-logo-clicks-report.ts';

/** Every built report, by its name (also its admin route: /admin/reports/<name>…). */
export const reportDefinitions = new Map<string, ReportDefinition>(
  [
    contentViewsReport,
    registrationsReport,
    menuLinkClicksReport,
    sponsoredSearchLogoClicksReport,
    loginReport,
    newsletterSubscriptionsReport,
    incompleteRegistrationsReport,
    rmiReport,
    companyEngagementReport,
    siteLicenseCompanyPageViewsReport,
    sitePerformanceReport,
  ].map((d) => [d.name, d]),
);
