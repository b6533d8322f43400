/** "primary row 1, column 2" */
export const placementText = ({ grid, row, column }: { grid: string; row: number; column: number }) =>
  `${grid} row ${row}, column ${column}`;

/** A list's "x; y; z", or "—" when empty. */
export const listText = (values: readonly string[]) => (values.length ? values.join('; ') : '—');

/** The search param `name` of `params`, '' when absent. */
export const param = (params: URLSearchParams, name: string) => params.get(name) ?? '';

/** `params` with `changes` applied; '' removes a param. */
export function withParams(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes))
    if (value) next.set(name, value);
    else next.delete(name);
  return next;
}
