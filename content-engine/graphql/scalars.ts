import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const literalToValue = (ast: ValueNode): unknown => {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.LIST:
      return ast.values.map(literalToValue);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToValue(f.value)]));
    default:
      return null;
  }
};

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToValue,
});

export const TimestampScalar = new GraphQLScalarType({
  name: 'Timestamp',
  serialize: (value) => (value === null || value === undefined ? null : Number(value)),
  parseValue: (value) => {
    const n = typeof value === 'string' && !/^\d+$/.test(value) ? Date.parse(value) : Number(value);
    if (!Number.isFinite(n))
      throw new TypeError(`Timestamp must be epoch milliseconds or an ISO date, got ${JSON.stringify(value)}`);
    return n;
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT) return Number(ast.value);
    if (ast.kind === Kind.STRING) return Date.parse(ast.value);
    throw new TypeError('Timestamp must be an integer or an ISO date string');
  },
});
