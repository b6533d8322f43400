import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { baseTypeDefs } from './base-sdl.ts';
import { domainModules } from './domains.ts';
import { JSONScalar, TimestampScalar } from './scalars.ts';

export const engineVersion = '0.1.0';

let built: GraphQLSchema | undefined;

/** The engine's executable schema: every domain's SDL and resolvers. */
export function engineSchema(): GraphQLSchema {
  built ??= makeExecutableSchema({
    typeDefs: [baseTypeDefs, ...domainModules.map((m) => m.typeDefs)],
    resolvers: [
      { JSON: JSONScalar, Timestamp: TimestampScalar, Query: { engineVersion: () => engineVersion }, Mutation: { noop: () => true } },
      ...domainModules.map((m) => m.resolvers),
    ],
  });
  return built;
}
