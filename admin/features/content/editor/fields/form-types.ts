import type { Control, FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import type { ContentFormValues } from '../content-form-values.ts';

/** What each group of type fields gets from the editor's form. */
export interface FieldGroupProps {
  register: UseFormRegister<ContentFormValues>;
  errors: FieldErrors<ContentFormValues>;
  control: Control<ContentFormValues>;
  setValue: UseFormSetValue<ContentFormValues>;
  watch: UseFormWatch<ContentFormValues>;
}
