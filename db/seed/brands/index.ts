import type { Brand } from './brand.ts';
import { fleetOwner } from './fleetowner.ts';
import { healthcareItToday } from './healthcareit.ts';
import { plantServices } from './plantservices.ts';
import { testSite } from './test-site.ts';

export type { Brand, SectionSpec } from './brand.ts';

/** The demo tenants, in seeding order. */
export const demoBrands: Brand[] = [fleetOwner, plantServices, healthcareItToday, testSite];

/** A scale-test tenant: the words of a demo brand under its own key. */
export function scaleBrand(index: number): Brand {
  const base = demoBrands[(index - 1) % 3]!;
  return {
    ...base,
    key: `scale${index}`,
    name: `Scale Test ${index}`,
    abbreviation: `S${index}`.slice(0, 20),
    isTest: true,
    useNewDesign: index % 2 === 1,
    extraContentTypes: [],
  };
}
