import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notify } from '../../../../content-engine/client/toasts.tsx';

/**
 * The problems of an engine BAD_USER_INPUT message ("Invalid input. value.groups.0.title: Field is
 * required; …") whose paths start with `prefix`, with the prefix taken off: the dotted paths are
 * then the form's own field names.
 */
export function engineFieldErrors(message: string, prefix = ''): { path: string; message: string }[] {
  const body = message.replace(/^Invalid input\.\s*/, '');
  return body.split(/;\s+(?=[\w.]+: )/).flatMap((part) => {
    const match = /^([\w.]+): (.+)$/s.exec(part.trim());
    if (!match?.[1] || !match[2] || !match[1].startsWith(prefix)) return [];
    return [{ path: match[1].slice(prefix.length), message: match[2] }];
  });
}

/**
 * Shows an engine error beside the fields it names (what was typed stays): `fieldOf` maps a
 * problem's path to the form field that shows it, or null. Anything it cannot place, or a failure
 * that names no field, becomes an error toast.
 */
export function showEngineErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  { prefix = '', fieldOf }: { prefix?: string; fieldOf: (path: string) => string | null },
) {
  const message = error instanceof Error ? error.message : String(error);
  const placed = engineFieldErrors(message, prefix).flatMap((problem) => {
    const field = fieldOf(problem.path);
    return field ? [{ field, message: problem.message }] : [];
  });
  for (const { field, message: text } of placed) form.setError(field as Path<T>, { type: 'server', message: text });
  if (placed.length === 0) notify.error(message);
}
