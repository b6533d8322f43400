import { get, type UseFormReturn } from 'react-hook-form';
import type { FieldSpec } from '../groups/field-spec.ts';
import type { SettingsFormValues } from '../settings-form-values.ts';

export type SettingsForm = UseFormReturn<SettingsFormValues>;

export interface FieldProps<K extends FieldSpec['kind'] = FieldSpec['kind']> {
  form: SettingsForm;
  spec: Extract<FieldSpec, { kind: K }>;
}

/** The message of the field's error, if any (client rule or the engine's, set by name). */
export const errorOf = (form: SettingsForm, name: string): string | undefined =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
