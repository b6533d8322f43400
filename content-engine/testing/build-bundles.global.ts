import { buildAdminIfStale } from '../../builds/admin-build.ts';
import { buildSiteIfStale } from '../../builds/site-build.ts';

/** Global setup of the integration and e2e projects: the Astro server build and the admin bundle, built once. */
export default function setup() {
  buildSiteIfStale();
  buildAdminIfStale();
}
