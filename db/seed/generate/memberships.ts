import { stamp, type GenContext, day } from './context.ts';

/** Free and paid memberships; returns the paid one's id. */
export function generateMemberships(ctx: GenContext): { freeId: number; paidId: number } {
  const add = (m: {
    title: string;
    alias: string;
    isFree: boolean;
    omedaProduct: string | null;
    common: string[];
    demographics: number[];
    additional: number[];
    status?: number;
  }) => {
    const id = ctx.nextId('memberships');
    ctx.data.memberships.push({
      id,
      tenant_key: ctx.tenantKey,
      title: m.title,
      alias: m.alias,
      status: m.status ?? 1,
      is_free: m.isFree,
      omeda_product: m.omedaProduct,
      required_user_common_fields: JSON.stringify(m.common),
      required_user_demographic_fields: JSON.stringify(m.demographics),
      additional_user_demographic_fields: JSON.stringify(m.additional),
      ...stamp(ctx, 365 * day),
    });
    return id;
  };
  const freeId = add({
    title: `${ctx.brand.name} Membership`,
    alias: 'free',
    isFree: true,
    omedaProduct: `${ctx.brand.paidProduct}FREE`,
    common: ['firstName', 'lastName', 'countryCode'],
    demographics: [101, 102],
    additional: [103],
  });
  const paidId = add({
    title: `${ctx.brand.name} Insider`,
    alias: 'insider',
    isFree: false,
    omedaProduct: ctx.brand.paidProduct,
    common: ['firstName', 'lastName', 'company', 'title', 'countryCode', 'postalCode'],
    demographics: [101, 102, 104],
    additional: [103, 105],
  });
  if (ctx.brand.modules.includes('leaders')) {
    add({
      title: 'Corporate Site License',
      alias: 'site-license',
      isFree: false,
      omedaProduct: `${ctx.brand.paidProduct}CORP`,
      common: ['firstName', 'lastName', 'company', 'countryCode'],
      demographics: [101],
      additional: [],
      status: 0,
    });
  }
  return { freeId, paidId };
}
