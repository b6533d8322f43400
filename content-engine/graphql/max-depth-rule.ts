import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Rejects documents whose selections nest deeper than `maxDepth` (fragments included). Each
 * fragment's depth is computed once, so the work is linear in the document however often its
 * fragments are spread; a spread that closes a cycle counts as 0 (NoFragmentCyclesRule reports it).
 */
export const maxDepthRule =
  (maxDepth: number) =>
  (context: ValidationContext): ASTVisitor => {
    const fragmentDepths = new Map<string, number>();
    const inProgress = new Set<string>();
    const fragmentDepth = (name: string): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = context.getFragment(name);
      if (!fragment || inProgress.has(name)) return 0;
      inProgress.add(name);
      const depth = depthOf(fragment.selectionSet);
      inProgress.delete(name);
      fragmentDepths.set(name, depth);
      return depth;
    };
    const depthOf = (set: SelectionSetNode | undefined): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet));
        else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet));
        else deepest = Math.max(deepest, fragmentDepth(selection.name.value));
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet);
        if (depth > maxDepth)
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${maxDepth}.`, { nodes: [node] }),
          );
      },
    };
  };
