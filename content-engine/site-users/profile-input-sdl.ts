import { profileFields } from './site-user.ts';

/**
 * The profile fields of an input type, generated from the one field list (`profileColumns`):
 * RegisterSiteUserInput and UpdateSiteUserProfileInput both take them.
 */
export const profileInputFieldsSdl = [
  ...profileFields.map((field) => `${field}: String`),
  '"Answers keyed demo_<question id>; numbers for select, checkbox and number questions, yyyy-MM-dd for dates."',
  'demographics: JSON',
].join('\n');
