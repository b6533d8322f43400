import { round } from './percentiles.ts';

/**
 * On paper: the machines that rebuild `tenants` × `pagesPerTenant` pages within `minutes`, from
 * the full pre-render rate measured with 2 worker processes on this machine. Assumes one machine
 * of this kind (2 cores) runs 2 worker processes at that rate, and that rates add up across
 * machines (the database and Redis keep up; the tenants' builds spread evenly).
 */
export function machinesNeeded({
  pagesPerSecond,
  tenants = 100,
  pagesPerTenant = 10_000,
  minutes = 20,
}: {
  pagesPerSecond: number;
  tenants?: number;
  pagesPerTenant?: number;
  minutes?: number;
}) {
  const pages = tenants * pagesPerTenant;
  const needed = pages / (minutes * 60) / pagesPerSecond;
  const machines = Math.ceil(needed);
  return {
    machines,
    explanation:
      `Machines to rebuild ${tenants} tenants × ${pagesPerTenant.toLocaleString('en')} pages in ${minutes} min: ` +
      `machines = ⌈pages / (seconds × pages/s per machine)⌉ = ⌈${pages.toLocaleString('en')} / (${minutes * 60} s × ` +
      `${pagesPerSecond} pages/s)⌉ = ⌈${round(needed)}⌉ = ${machines}, assuming one machine like this one ` +
      `(2 cores) runs 2 worker processes at the measured 2-worker rate, and rates add up across machines ` +
      `(PostgreSQL and Redis keep up).`,
  };
}
