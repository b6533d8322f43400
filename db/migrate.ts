import type { Knex } from 'knex';
import * as initial from './migrations/0001-initial-schema.ts';
import * as buildPipeline from './migrations/0002-build-pipeline.ts';
import * as scheduleBoundaryIndexes from './migrations/0003-schedule-boundary-indexes.ts';
import * as adminHistory from './migrations/0004-admin-history.ts';
import * as internalNews from './migrations/0005-internal-news.ts';
import * as siteUsers from './migrations/0006-site-users.ts';
import * as siteLicenses from './migrations/0007-site-licenses.ts';
import * as contentSearch from './migrations/0008-content-search.ts';
import * as newsletterSubscribers from './migrations/0009-newsletter-subscribers.ts';
import * as adUnits from './migrations/0010-ad-units.ts';
import * as trackingEvents from './migrations/0011-tracking-events.ts';
import * as comments from './migrations/0012-comments.ts';
import * as buildWorkers from './migrations/0013-build-workers.ts';
import * as buildJobInterruptions from './migrations/0014-build-job-interruptions.ts';
import * as searchIndexState from './migrations/0015-search-index-state.ts';
import * as loginThrottle from './migrations/0016-login-throttle.ts';
import * as layoutPageProps from './migrations/0017-layout-page-props.ts';
import * as designMigrations from './migrations/0018-design-migrations.ts';
import * as contracts from './migrations/0019-contracts.ts';
import * as siteLicenseTerms from './migrations/0021-site-license-terms.ts';
import * as siteUserAdmin from './migrations/0022-site-user-admin.ts';
import * as houseAdSchedule from './migrations/0023-house-ad-schedule.ts';
import * as contentRevisions from './migrations/0024-content-revisions.ts';
import * as tenantContentTypes from './migrations/0025-tenant-content-types.ts';
import * as companyUpdates from './migrations/0026-company-updates.ts';
import * as contentSyndication from './migrations/0027-content-syndication.ts';
import * as leadFormSubmissions from './migrations/0029-lead-form-submissions.ts';
import * as atsJobs from './migrations/0031-ats-jobs.ts';
import * as registrationReminders from './migrations/0033-registration-reminders.ts';
import * as newsletters from './migrations/0034-newsletters.ts';
import * as serverSecrets from './migrations/0035-server-secrets.ts';
import * as trackingEventsSiteLicense from './migrations/0036-tracking-events-site-license.ts';
import * as oneOpenLiveDeployment from './migrations/0037-one-open-live-deployment.ts';
import * as siteUsersRegisteredIndex from './migrations/0038-site-users-registered-index.ts';
import * as siteUserLoginDays from './migrations/0040-site-user-login-days.ts';
import * as exportJobs from './migrations/0039-export-jobs.ts';
import * as trackingRollups from './migrations/0041-tracking-rollups.ts';
import * as pageSpeedRuns from './migrations/0042-page-speed-runs.ts';
import * as errorEvents from './migrations/0044-error-events.ts';
import * as tenantMigration from './migrations/0045-tenant-migration.ts';
import * as buildJobBatches from './migrations/0046-build-job-batches.ts';
import * as sponsoredLogoClicksIndex from './migrations/0047-sponsored-logo-clicks-index.ts';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** Migrations in order. Imported statically so they run the same under tsx, Vitest and builds. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initial,
  '0002-build-pipeline': buildPipeline,
  '0003-schedule-boundary-indexes': scheduleBoundaryIndexes,
  '0004-admin-history': adminHistory,
  '0005-internal-news': internalNews,
  '0006-site-users': siteUsers,
  '0007-site-licenses': siteLicenses,
  '0008-content-search': contentSearch,
  '0009-newsletter-subscribers': newsletterSubscribers,
  '0010-ad-units': adUnits,
  '0011-tracking-events': trackingEvents,
  '0012-comments': comments,
  '0013-build-workers': buildWorkers,
  '0014-build-job-interruptions': buildJobInterruptions,
  '0015-search-index-state': searchIndexState,
  '0016-login-throttle': loginThrottle,
  '0017-layout-page-props': layoutPageProps,
  '0018-design-migrations': designMigrations,
  '0019-contracts': contracts,
  '0021-site-license-terms': siteLicenseTerms,
  '0022-site-user-admin': siteUserAdmin,
  '0023-house-ad-schedule': houseAdSchedule,
  '0024-content-revisions': contentRevisions,
  '0025-tenant-content-types': tenantContentTypes,
  '0026-company-updates': companyUpdates,
  '0027-content-syndication': contentSyndication,
  '0029-lead-form-submissions': leadFormSubmissions,
  '0031-ats-jobs': atsJobs,
  '0033-registration-reminders': registrationReminders,
  '0034-newsletters': newsletters,
  '0035-server-secrets': serverSecrets,
  '0036-tracking-events-site-license': trackingEventsSiteLicense,
  '0037-one-open-live-deployment': oneOpenLiveDeployment,
  '0038-site-users-registered-index': siteUsersRegisteredIndex,
  '0039-export-jobs': exportJobs,
  '0040-site-user-login-days': siteUserLoginDays,
  '0041-tracking-rollups': trackingRollups,
  '0042-page-speed-runs': pageSpeedRuns,
  '0044-error-events': errorEvents,
  '0045-tenant-migration': tenantMigration,
  '0046-build-job-batches': buildJobBatches,
  '0047-sponsored-logo-clicks-index': sponsoredLogoClicksIndex,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name] as Migration,
};

/** Brings the database up to date; returns the names of the migrations it ran. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, ran] = (await db.migrate.latest({ migrationSource: source })) as [number, string[]];
  return ran;
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource: source }, true);
}
