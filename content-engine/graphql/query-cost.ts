import {
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLCompositeType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export const costLimits = {
  /** Highest estimated cost one operation may have (the person picker's 9,999 people is about 100,000). */
  maxCost: 250_000,
  /** Items assumed for a list whose field takes a limit but is not given one. */
  pagedListSize: 100,
  /** Items assumed for a list whose field takes no limit (an item's images, authors, labels). */
  unpagedListSize: 10,
};

/** Argument keys that say how many items a list field returns, looked for in its arguments and input objects. */
const limitKeys = new Set(['limit', 'first']);
const maxSearchDepth = 3;

function findLimit(value: unknown, depth = 0): number | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > maxSearchDepth) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (limitKeys.has(key) && typeof inner === 'number' && Number.isFinite(inner)) return Math.max(0, inner);
    const nested = findLimit(inner, depth + 1);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

const takesLimitMemo = new WeakMap<GraphQLField<unknown, unknown>, boolean>();
function inputTakesLimit(type: GraphQLInputType, depth: number): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth > maxSearchDepth) return false;
  return Object.values(named.getFields()).some(
    (field) => limitKeys.has(field.name) || inputTakesLimit(field.type, depth + 1),
  );
}
function takesLimit(field: GraphQLField<unknown, unknown>): boolean {
  let known = takesLimitMemo.get(field);
  if (known === undefined)
    takesLimitMemo.set(
      field,
      (known = field.args.some((arg) => limitKeys.has(arg.name) || inputTakesLimit(arg.type, 0))),
    );
  return known;
}

export interface CostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * An upper estimate of the fields one operation resolves: every field costs 1 plus its
 * selection's cost times the items it returns. A list's items are the `limit`/`first` found in
 * its field's arguments (or, for a connection's `edges`, its parent's), literal or from the
 * variables, else `pagedListSize` or `unpagedListSize`; only fields whose arguments declare a
 * limit are read. Each fragment is costed once per parent limit, so the work is linear in the
 * document; a spread closing a cycle costs 0. A cost that read no variable is kept per document.
 */
export function estimateCost(input: CostInput): number {
  const key = `${input.operationName ?? ''}`;
  const known = variableFreeCosts.get(input.document)?.get(key);
  if (known !== undefined) return known;
  const { cost, readVariables } = estimate(input);
  if (!readVariables) {
    const costs = variableFreeCosts.get(input.document) ?? new Map<string, number>();
    variableFreeCosts.set(input.document, costs.set(key, cost));
  }
  return cost;
}

/** Costs of documents whose limits come from no variable, by operation name: the same on every request. */
const variableFreeCosts = new WeakMap<DocumentNode, Map<string, number>>();

const hasVariable = (node: ValueNode): boolean =>
  node.kind === Kind.VARIABLE ||
  (node.kind === Kind.LIST && node.values.some(hasVariable)) ||
  (node.kind === Kind.OBJECT && node.fields.some((field) => hasVariable(field.value)));

function estimate({ schema, document, operationName, variables }: CostInput): { cost: number; readVariables: boolean } {
  let readVariables = false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName)
    )
      operations.push(definition);
  }
  const memo = new Map<string, number>();
  const inProgress = new Set<string>();

  const fragmentCost = (name: string, inheritedLimit: number | undefined): number => {
    const key = `${name}:${inheritedLimit ?? ''}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(key)) return 0;
    inProgress.add(key);
    const type = schema.getType(fragment.typeCondition.name.value);
    const cost = isCompositeType(type) ? setCost(fragment.selectionSet, type, inheritedLimit) : 0;
    inProgress.delete(key);
    memo.set(key, cost);
    return cost;
  };

  const fieldCost = (
    node: FieldNode,
    field: GraphQLField<unknown, unknown>,
    inheritedLimit: number | undefined,
  ): number => {
    if (!node.selectionSet) return 1;
    const limited = takesLimit(field);
    let args: number | undefined;
    if (limited && node.arguments?.length) {
      if (node.arguments.some((a) => hasVariable(a.value))) readVariables = true;
      args = findLimit(
        Object.fromEntries(
          node.arguments.map((a) => [a.name.value, valueFromASTUntyped(a.value, variables ?? undefined)]),
        ),
      );
    }
    const defaultSize = limited ? costLimits.pagedListSize : undefined;
    const returnsList = isListType(getNullableType(field.type));
    const items = returnsList ? (args ?? inheritedLimit ?? defaultSize ?? costLimits.unpagedListSize) : 1;
    const childLimit = returnsList ? undefined : (args ?? defaultSize);
    const type = getNamedType(field.type);
    return 1 + items * (isCompositeType(type) ? setCost(node.selectionSet, type, childLimit) : 0);
  };

  const setCost = (set: SelectionSetNode, parent: GraphQLCompositeType, inheritedLimit: number | undefined): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field =
          isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
        cost += field ? fieldCost(selection, field, inheritedLimit) : 1;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += isCompositeType(type) ? setCost(selection.selectionSet, type, inheritedLimit) : 0;
      } else {
        cost += fragmentCost(selection.name.value, inheritedLimit);
      }
    }
    return cost;
  };

  let highest = 0;
  for (const operation of operations) {
    const root = schema.getRootType(operation.operation);
    if (root) highest = Math.max(highest, setCost(operation.selectionSet, root, undefined));
  }
  return { cost: highest, readVariables };
}
