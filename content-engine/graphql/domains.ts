import type { DomainModule } from './domain-module.ts';
import { tenantsModule } from '../tenants/graphql.ts';
import { contentModule } from '../content/graphql.ts';
import { contentWritesModule } from '../content/write-graphql.ts';
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
import { sectionWritesModule } from '../sections/sections-writes-graphql.ts';
import { layoutWritesModule } from '../layouts/layouts-writes-graphql.ts';
import { settingsWritesModule } from '../settings/settings-writes-graphql.ts';
import { redirectWritesModule } from '../redirects/redirects-writes-graphql.ts';
import { buildsModule } from '../builds/graphql.ts';

/** Every domain that contributes to the GraphQL API. */
export const domainModules: DomainModule[] = [tenantsModule, contentModule, contentWritesModule, layoutsModule, cmsUsersModule, settingsModule,
  assetsModule, sectionsModule, redirectsModule, magazinesModule, contactsModule, taxonomyModule, personsModule,
  sectionWritesModule, layoutWritesModule, settingsWritesModule, redirectWritesModule, buildsModule];
