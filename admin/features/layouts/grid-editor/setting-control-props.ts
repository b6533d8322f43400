import type { SettingField } from './schema-fields.ts';

/** What every generated setting control takes: its field, its value, and how to change it (undefined unsets it). */
export interface SettingControlProps<F extends SettingField = SettingField> {
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}

export type FieldOf<K extends SettingField['kind']> = Extract<SettingField, { kind: K }>;

/** The ids an input gives its message so the message is read with it. */
export const describedBy = (id: string, problem: string | null) => (problem ? `${id}-error` : undefined);
