import { stamp, type GenContext, day } from './context.ts';

/** The tenant row and its domains: `<key>.localhost` for development and `www.<key>.com`. */
export function generateTenantRows(ctx: GenContext) {
  const { brand } = ctx;
  ctx.data.tenants.push({
    key: brand.key,
    name: brand.name,
    abbreviation: brand.abbreviation,
    prod_endpoint: `https://www.${brand.key}.com`,
    modules: JSON.stringify(brand.modules),
    is_test: brand.isTest,
    extra_content_types: JSON.stringify(brand.extraContentTypes ?? []),
    ...stamp(ctx, 900 * day),
  });
  ctx.data.tenant_domains.push(
    { domain: `www.${brand.key}.com`, tenant_key: brand.key, is_primary: true },
    { domain: `${brand.key}.localhost`, tenant_key: brand.key, is_primary: false },
  );
}
