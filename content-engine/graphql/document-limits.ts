import { BREAK, Kind, visit, type DocumentNode } from 'graphql';

/**
 * Limits checked in one pass over a parsed document, before graphql-js validates it: its
 * OverlappingFieldsCanBeMergedRule compares every pair of fields that share a response name
 * and every pair of fragments spread in one selection set, which is quadratic in those counts
 * (500 fragments spread side by side took 270 ms; 250 `a: getContent(…) { id }` 100 ms), and
 * aliases multiply root fields (1,600 aliased fields took 70 ms of CPU to validate and run).
 * The shipped documents use at most 1 fragment, no alias, no directive and no response name 50 times.
 */
export const documentLimits = {
  maxFragments: 100,
  maxFragmentSpreads: 500,
  maxDirectives: 100,
  maxAliases: 200,
  maxOperations: 100,
  /** Fields one response name (alias or name, `__typename` aside) may have in the whole document. */
  maxFieldsPerResponseName: 50,
};

/** Why the document is over a limit, or undefined. */
export function documentLimitProblem(document: DocumentNode): string | undefined {
  let fragments = 0;
  let spreads = 0;
  let directives = 0;
  let operations = 0;
  let aliases = 0;
  const responseNames = new Map<string, number>();
  let problem: string | undefined;
  const over = (what: string, count: number, limit: number) => {
    if (count <= limit) return undefined;
    problem = `The query has more than ${limit} ${what}.`;
    return BREAK;
  };
  visit(document, {
    enter(node) {
      switch (node.kind) {
        case Kind.FRAGMENT_DEFINITION:
          return over('fragments', ++fragments, documentLimits.maxFragments);
        case Kind.FRAGMENT_SPREAD:
          return over('fragment spreads', ++spreads, documentLimits.maxFragmentSpreads);
        case Kind.DIRECTIVE:
          return over('directives', ++directives, documentLimits.maxDirectives);
        case Kind.OPERATION_DEFINITION:
          return over('operations', ++operations, documentLimits.maxOperations);
        case Kind.FIELD: {
          if (node.alias && ++aliases > documentLimits.maxAliases)
            return over('aliases', aliases, documentLimits.maxAliases);
          const name = node.alias?.value ?? node.name.value;
          if (name === '__typename') return;
          const count = (responseNames.get(name) ?? 0) + 1;
          responseNames.set(name, count);
          return over(`fields named "${name.slice(0, 40)}"`, count, documentLimits.maxFieldsPerResponseName);
        }
      }
    },
  });
  return problem;
}
