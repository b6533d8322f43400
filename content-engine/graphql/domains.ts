import type { DomainModule } from './domain-module.ts';
import { tenantsModule } from '../tenants/graphql.ts';
import { contentModule } from '../content/graphql.ts';
import { layoutsModule } from '../layouts/graphql.ts';
import { cmsUsersModule } from '../cms-users/graphql.ts';
import { settingsModule } from '../settings/graphql.ts';
import { assetsModule } from '../assets/graphql.ts';
import { sectionsModule } from '../sections/graphql.ts';
import { redirectsModule } from '../redirects/graphql.ts';
import { magazinesModule } from '../magazines/graphql.ts';
import { contactsModule } from '../contacts/graphql.ts';
import { taxonomyModule } from '../taxonomy/graphql.ts';
import { personsModule } from '../persons/graphql.ts';

/** Every domain that contributes to the GraphQL API. */
export const domainModules: DomainModule[] = [tenantsModule, contentModule, layoutsModule, cmsUsersModule, settingsModule,
  assetsModule, sectionsModule, redirectsModule, magazinesModule, contactsModule, taxonomyModule, personsModule];
