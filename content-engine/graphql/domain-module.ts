import type { IResolvers } from '@graphql-tools/utils';
import type { EngineContext } from '../core/context.ts';

/** What each domain folder contributes to the GraphQL schema. */
export interface DomainModule {
  typeDefs: string;
  resolvers: IResolvers<unknown, EngineContext>;
}
