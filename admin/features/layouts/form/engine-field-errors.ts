import { engineFieldErrors as engineProblems } from '../../../shared/ui/forms/engine-field-errors.ts';

/** The form's fields that show a message beside them, as the engine's issue paths begin. */
export const layoutFields = [
  'name',
  'type',
  'key',
  'aliases',
  'pageType',
  'contentTypes',
  'gatingRequirements',
  'tenants',
  'loadMoreType',
  'primaryGrid',
  'secondaryGrid',
] as const;
export type LayoutField = (typeof layoutFields)[number];

/**
 * The engine's BAD_USER_INPUT message ("Invalid input. aliases.0: Field is required; name: …")
 * split per form field, the first message of each; a nested path ("primaryGrid.rows.0.columns")
 * keeps its rest in the text. Parts naming no such field are left out (the caller shows the whole message).
 */
export function engineFieldErrors(message: string): Partial<Record<LayoutField, string>> {
  const found: Partial<Record<LayoutField, string>> = {};
  for (const problem of engineProblems(message)) {
    const [head, ...rest] = problem.path.split('.');
    const field = layoutFields.find((name) => name === head);
    if (!field || found[field]) continue;
    found[field] = rest.length && field.endsWith('Grid') ? `${rest.join('.')}: ${problem.message}` : problem.message;
  }
  return found;
}
