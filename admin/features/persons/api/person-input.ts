import type { ContentStatus } from '../../../../content-engine/documents/generated/schema-types.ts';

/** What the person form sends to createPerson and updatePerson. */
export interface PersonInput {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  bio: string;
  alias: string;
  status: ContentStatus;
}
