import type { GraphQLFieldResolver, GraphQLScalarType } from 'graphql';
import type { EngineContext } from './context.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- resolvers receive whatever their parent resolved
export type FieldResolver = GraphQLFieldResolver<any, EngineContext, any>;

/** Resolvers by type and field name, or a scalar implementation by scalar name. */
export type Resolvers = Record<string, Record<string, FieldResolver> | GraphQLScalarType>;

/** What each domain folder contributes to the GraphQL schema. */
export interface DomainModule {
  typeDefs: string;
  resolvers: Resolvers;
}
