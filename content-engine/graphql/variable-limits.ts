/**
 * Variables are checked before anything in the engine walks them recursively (coercion, our
 * cost estimate): JSON nested 100,000 deep overflows the stack of any recursive walk (over HTTP,
 * the JSON body parser refuses such a body first: server/json-body.ts). The shipped clients
 * send variables a few levels deep (layout grids about 8).
 */
export const variableLimits = {
  maxDepth: 32,
  /** Objects, arrays and values counted together. */
  maxValues: 100_000,
};

/** Why `variables` are over a limit, or undefined; iterative, so any depth is safe to check. */
export function variablesProblem(variables: unknown): string | undefined {
  const stack: [unknown, number][] = [[variables, 1]];
  let values = 0;
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (++values > variableLimits.maxValues) return `The variables have more than ${variableLimits.maxValues} values.`;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > variableLimits.maxDepth)
      return `The variables are nested more than ${variableLimits.maxDepth} levels deep.`;
    for (const inner of Array.isArray(value) ? value : Object.values(value)) stack.push([inner, depth + 1]);
  }
  return undefined;
}
