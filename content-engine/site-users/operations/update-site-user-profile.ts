import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { invalidInput, parseInput } from '../../core/validate.ts';
import { checkDemographicAnswers } from '../../memberships/demographic-answers.ts';
import { listDemographics } from '../../memberships/demographic-queries.ts';
import { hasRegions } from '../../shared/locales.ts';
import { findSiteUserById, updateSiteUserRow } from '../queries.ts';
import { requestTenant } from '../request-tenant.ts';
import { requireSiteUser } from '../session.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';
import { checkLocation, profileFieldSchemas } from '../site-user-input.ts';
import { profileColumns, profileFields, profileOf, type ProfileField } from '../site-user.ts';
import { syncCustomer } from '../sync-customer.ts';
import { unauthenticated } from '../../core/errors.ts';
import { syncCommentingUser } from '../commenting-user-sync.ts';

const inputSchema = z.object({ ...profileFieldSchemas, demographics: z.record(z.string(), z.unknown()).nullish() });

/**
 * Updates the signed-in user's profile (spec public §5): empty fields and empty answers are left
 * out, not blanked; answers given replace those of the same questions. A new country drops a
 * region it does not have.
 */
export async function updateSiteUserProfile({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteUserInfo> {
  const session = await requireSiteUser(ctx);
  const { tenantKey } = session;
  const values = parseInput(inputSchema, input);
  const user = await findSiteUserById(ctx.db, { tenantKey, id: session.userId });
  if (!user) throw unauthenticated('You must be logged in.');
  const given = profileFields.filter((field) => values[field] !== null) as ProfileField[];
  const profile = { ...profileOf(user), ...Object.fromEntries(given.map((field) => [field, values[field]])) };
  if (
    values.countryCode &&
    !values.region &&
    !hasRegions(values.countryCode) &&
    values.countryCode !== user.country_code
  )
    profile.region = null;
  const location = values.countryCode || values.region ? checkLocation(profile) : [];
  const questions = await listDemographics(ctx.db, tenantKey, {});
  const answers = checkDemographicAnswers({ answers: values.demographics ?? {}, questions });
  if (location.length > 0 || answers.problems.length > 0) throw invalidInput([...location, ...answers.problems]);

  const columns = Object.fromEntries(profileFields.map((field) => [profileColumns[field], profile[field]]));
  await updateSiteUserRow(ctx.db, {
    tenantKey,
    id: user.id,
    now: ctx.now(),
    changes: { ...columns, demographics: { ...user.demographics, ...answers.answers } },
  });
  await syncCustomer(requestTenant(ctx), { userId: user.id });
  void syncCommentingUser(ctx, { tenantKey, before: user });
  return loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now: ctx.now(), isSimulated: session.isSimulated });
}
