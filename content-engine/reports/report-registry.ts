import { blueconicClientReport } from './blueconic-client/blueconic-client-report.ts';
import { blueconicPageViewsReport } from './blueconic-page-views/blueconic-page-views-report.ts';
import { blueconicRecommendationsReport } from './blueconic-recommendations/blueconic-recommendations-report.ts';
import { contentViewsReport } from './content-views/content-views-report.ts';
import { menuLinkClicksReport } from './menu-link-clicks/menu-link-clicks-report.ts';
import { pageSpeedReport } from './page-speed/page-speed-report.ts';
import type { ReportDefinition } from './report-definition.ts';
import { registrationsReport } from './registrations/registrations-report.ts';
import { sponsoredSearchLogoClicksReport } from './sponsored-search-logo-clicks/sponsored-search-logo-clicks-report.ts';

/** Every built report, by its name (also its admin route: /admin/reports/<name>…). */
export const reportDefinitions = new Map<string, ReportDefinition>(
  [
    contentViewsReport,
    registrationsReport,
    menuLinkClicksReport,
    sponsoredSearchLogoClicksReport,
    blueconicRecommendationsReport,
    blueconicPageViewsReport,
    blueconicClientReport,
    pageSpeedReport,
  ].map((d) => [d.name, d]),
);
