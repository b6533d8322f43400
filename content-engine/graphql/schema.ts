import { buildSchema, GraphQLObjectType, GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { baseTypeDefs } from './base-sdl.ts';
import type { Resolvers } from '../core/domain-module.ts';
import { domainModules } from './domains.ts';
import { JSONScalar, TimestampScalar } from './scalars.ts';

export const engineVersion = '0.1.0';

/** Attaches resolvers to a schema built from SDL; a resolver for a missing field is a bug. */
function attachResolvers(schema: GraphQLSchema, resolvers: Resolvers) {
  for (const [typeName, implementation] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (implementation instanceof GraphQLScalarType) {
      if (!(type instanceof GraphQLScalarType)) throw new Error(`Scalar ${typeName} is not in the schema`);
      Object.assign(type, {
        serialize: implementation.serialize,
        parseValue: implementation.parseValue,
        parseLiteral: implementation.parseLiteral,
      });
      continue;
    }
    if (!(type instanceof GraphQLObjectType))
      throw new Error(`Resolvers given for ${typeName}, which is not an object type`);
    const fields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(implementation)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`Resolver given for ${typeName}.${fieldName}, which is not in the schema`);
      field.resolve = resolve;
    }
  }
}

let built: GraphQLSchema | undefined;

/** The engine's executable schema: every domain's SDL and resolvers. */
export function engineSchema(): GraphQLSchema {
  if (built) return built;
  const schema = buildSchema([baseTypeDefs, ...domainModules.map((m) => m.typeDefs)].join('\n'));
  attachResolvers(schema, {
    JSON: JSONScalar,
    Timestamp: TimestampScalar,
    Query: { engineVersion: () => engineVersion },
    Mutation: { noop: () => true },
  });
  for (const module of domainModules) attachResolvers(schema, module.resolvers);
  built = schema;
  return schema;
}
