import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';
import { findLinkToken } from '../link-tokens.ts';
import { assertMembershipSystemUp } from '../outage.ts';
import { requestTenant } from '../request-tenant.ts';
import type { Consent } from '../site-user.ts';

const inputSchema = z.object({ id: z.string(required).min(1).max(200) });

/** What the registration request said, for the complete-registration form. */
export interface SiteUserStub {
  email: string;
  membershipId: number;
  countryCode: string | null;
  region: string | null;
  consent: Consent;
  promoCode: string | null;
}

/** The pending registration of a link hash; BAD_USER_INPUT for an unknown, used or expired one. */
export async function getSiteUserStub({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteUserStub> {
  const tenantKey = requestTenant(ctx).tenant.key;
  await assertMembershipSystemUp(ctx);
  const { id } = parseInput(inputSchema, input);
  const { token, user } = await findLinkToken(ctx, { tenantKey, kind: 'register', id, status: 'pending' });
  return {
    email: user.email,
    membershipId: Number(token.payload.membershipId),
    countryCode: user.country_code,
    region: user.region,
    consent: user.consent,
    promoCode: user.promo_code,
  };
}
