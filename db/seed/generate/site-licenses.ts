import { stamp, type GenContext, day } from './context.ts';

/**
 * Demo site licences (IP gating), only in documentation ranges (RFC 5737 TEST-NET, RFC 3849),
 * so no real visitor is licensed; 127.0.0.1 stays unlicensed (the e2e tests browse from it).
 * Send `x-forwarded-for: 198.51.100.7` from the same machine to see a licensed visit on /ip-test.
 */
export function generateSiteLicenses(ctx: GenContext) {
  const licenses = [
    {
      company_name: 'Acme Industrial (demo licence)',
      ip_ranges: ['198.51.100.0/24', '2001:db8:ac::/48'],
      status: 'active',
    },
    { company_name: 'Lapsed Holdings (inactive demo licence)', ip_ranges: ['203.0.113.0/24'], status: 'inactive' },
  ];
  for (const { ip_ranges, ...license } of licenses) {
    ctx.data.site_licenses.push({
      id: ctx.nextId('site_licenses'),
      tenant_key: ctx.tenantKey,
      ...license,
      ip_ranges: JSON.stringify(ip_ranges),
      start_date: null,
      end_date: null,
      membership_ids: '[]',
      ...stamp(ctx, 90 * day),
    });
  }
}
