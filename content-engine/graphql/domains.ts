import type { DomainModule } from './domain-module.ts';
import { tenantsModule } from '../tenants/graphql.ts';

/** Every domain that contributes to the GraphQL API. */
export const domainModules: DomainModule[] = [tenantsModule];
