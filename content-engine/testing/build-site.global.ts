import { buildSiteIfStale } from '../../builds/site-build.ts';

/** Integration global setup: the Astro server build the site tests render through, built once. */
export default function setup() {
  buildSiteIfStale();
}
