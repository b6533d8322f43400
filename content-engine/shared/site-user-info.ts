/*
 * The site user as the API shows it, shared by the engine and the islands (browser-safe, types only).
 */

/** A stored answer: a choice id or number, several choice ids, or text (text and date questions). */
export type DemographicAnswer = number | number[] | string;

/** Answers keyed `demo_<question id>` (spec public §3), as stored in `site_users.demographics`. */
export type DemographicAnswers = Record<string, DemographicAnswer>;

/** A site user as the API shows it (spec public §3 "Site user info"); never the password hash. */
export interface SiteUserInfo {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string;
  company: string | null;
  title: string | null;
  city: string | null;
  postalCode: string | null;
  region: string | null;
  countryCode: string | null;
  omedaEncryptedCustomerId: string | null;
  hashedId: string;
  emails: string[];
  /** Ids of the memberships held and not expired. */
  memberships: number[];
  newsletters: string[];
  favoriteContent: { id: number; created: number }[];
  /** Holds a membership that is not free. */
  hasPaid: boolean;
  /** Active memberships of the tenant the user does not hold. */
  missingMemberships: number[];
  isSimulated: boolean;
  demographics: DemographicAnswers;
}
