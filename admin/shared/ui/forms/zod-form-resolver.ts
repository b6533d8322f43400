import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requiredMessage } from '../../../../content-engine/shared/schemas/fields.ts';

/**
 * A react-hook-form resolver over a shared zod schema: the form submits the parsed document, and
 * each issue shows beside the field its path names (the first issue of a path wins). An issue on
 * a list itself (`blocks`: keys must be unique) goes to the list's `root`, as useFieldArray reads it.
 */
export function zodFormResolver<S extends z.ZodType, V extends FieldValues>(schema: S): Resolver<V> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as V, errors: {} };
    return { values: {}, errors: issuesAsErrors(result.error.issues, values) as FieldErrors<V> };
  };
}

/** The issues as react-hook-form's nested errors object. */
export function issuesAsErrors(issues: readonly z.core.$ZodIssue[], values: unknown): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (Array.isArray(valueAt(values, path))) path.push('root');
    if (path.length === 0) path.push('root');
    let node = errors;
    path.slice(0, -1).forEach((part) => {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    });
    const last = path.at(-1)!;
    if (!node[last]) node[last] = { type: issue.code, message: messageOf(issue, values) };
  }
  return errors;
}

// An emptied number input parses as NaN: for the editor that is a missing value, not a wrong type.
const messageOf = (issue: z.core.$ZodIssue, values: unknown) => {
  const value = valueAt(values, issue.path.map(String));
  return issue.code === 'invalid_type' && (value == null || value === '' || Number.isNaN(value))
    ? requiredMessage
    : issue.message;
};

const valueAt = (value: unknown, path: string[]) =>
  path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);
