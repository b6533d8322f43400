import type { EngineContext } from './context.ts';
import type { FieldResolver } from './domain-module.ts';

/** An operation as the domains write them: transport-free, validating its own input. */
export type InputOperation = (args: { ctx: EngineContext; input: unknown }) => Promise<unknown>;

/**
 * Resolvers for fields that take one `input` argument and hand it to the operation of the same
 * name: `inputResolvers({ createRedirect })` answers `createRedirect(input: …)`.
 */
export function inputResolvers(operations: Record<string, InputOperation>): Record<string, FieldResolver> {
  return Object.fromEntries(
    Object.entries(operations).map(([field, operation]): [string, FieldResolver] => [
      field,
      (_root, args: { input?: unknown }, ctx: EngineContext) => operation({ ctx, input: args.input }),
    ]),
  );
}
