import { describe, expect, it } from 'vitest';
import { createLicenseMatcher } from '../../../content-engine/site-licenses/license-matcher.ts';
import { normaliseIpRange } from '../../../content-engine/site-licenses/ip-ranges.ts';
import { toSiteLicense } from '../../../content-engine/site-licenses/site-license.ts';
import { demoBrands } from '../brands/index.ts';
import { createRandom } from '../prng.ts';
import { emptyDataset } from './dataset.ts';
import { generateSiteLicenses } from './site-licenses.ts';

const licensesOf = (key: string) => {
  let id = 0;
  const brand = demoBrands.find((b) => b.key === key)!;
  const ctx = {
    brand,
    tenantKey: key,
    random: createRandom(1),
    now: Date.UTC(2026, 0, 15),
    nextId: () => ++id,
    data: emptyDataset(),
  };
  generateSiteLicenses(ctx);
  return ctx.data.site_licenses.map(toSiteLicense);
};

describe('demo site licences', () => {
  it('license Acme Industrial on TEST-NET-2 on every demo tenant and demotest, leaving 127.0.0.1 unlicensed', () => {
    expect(demoBrands.map((b) => b.key)).toContain('demotest');
    for (const key of demoBrands.map((b) => b.key)) {
      const licenses = licensesOf(key);
      expect(licenses.find((l) => l.companyName === 'Acme Industrial (demo licence)')).toMatchObject({
        status: 'active',
        ipRanges: expect.arrayContaining(['198.51.100.0/24']),
      });
      const match = createLicenseMatcher(licenses.filter((l) => l.status === 'active'));
      expect(match('198.51.100.7')).toMatchObject({ companyName: 'Acme Industrial (demo licence)' });
      expect(match('127.0.0.1')).toBeNull();
      expect(match('203.0.113.5')).toBeNull();
    }
  });

  it('store only normalised documentation ranges', () => {
    const documentation = ['192.0.2.', '198.51.100.', '203.0.113.', '2001:db8:'];
    for (const range of licensesOf('demotest').flatMap((l) => l.ipRanges)) {
      expect(normaliseIpRange(range)).toBe(range);
      expect(
        documentation.some((prefix) => range.startsWith(prefix)),
        range,
      ).toBe(true);
    }
  });
});
