import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';

/**
 * Shows an engine error beside the field it names: `fields` maps the engine's input names to the
 * form's (logoId → logo); what names no field of the form becomes an error toast.
 */
export function showMagazineErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: Record<string, string>,
) {
  showEngineErrors(form, error, { fieldOf: (path) => fields[path] ?? null });
}
