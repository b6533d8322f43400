import { blueConicClientReport } from './blueconic-client/blueconic-client-report.ts';
import { blueConicPageViewsReport } from './blueconic-page-views/blueconic-page-views-report.ts';
import { blueConicRecommendationsReport } from './blueconic-recommendations/blueconic-recommendations-report.ts';
import { contentVelocityReport } from './content-velocity/content-velocity-report.ts';
import { contentDetailReport } from './content-detail/content-detail-report.ts';
import { contentLengthReport } from './content-length/content-length-report.ts';
import { topContentPagesByPubDateReport } from './top-content-pages-by-pub-date/top-content-pages-by-pub-date-report.ts';
import { contentFavoritesReport } from './content-favorites/content-favorites-report.ts';
import { crossSiteReport } from './cross-site/cross-site-report.ts';
import { contentViewsReport } from './content-views/content-views-report.ts';
import { menuLinkClicksReport } from './menu-link-clicks/menu-link-clicks-report.ts';
import type { ReportDefinition } from './report-definition.ts';
import { editorialTrackingReport } from './editorial-tracking/editorial-tracking-report.ts';
import { registrationsReport } from './registrations/registrations-report.ts';
import { sponsoredSearchLogoClicksReport } from './sponsored-search-logo-clicks/sponsored-search-logo-clicks-report.ts';

/** Every report, by its name (its admin route is /admin/<name>-report; cross-site: /admin/cross-site-reports). */
export const reportDefinitions = new Map<string, ReportDefinition>(
  [
    contentViewsReport,
    registrationsReport,
    menuLinkClicksReport,
    sponsoredSearchLogoClicksReport,
    blueConicRecommendationsReport,
    blueConicClientReport,
    blueConicPageViewsReport,
    editorialTrackingReport,
    contentVelocityReport,
    contentDetailReport,
    contentLengthReport,
    topContentPagesByPubDateReport,
    contentFavoritesReport,
    crossSiteReport,
  ].map((d) => [d.name, d]),
);
