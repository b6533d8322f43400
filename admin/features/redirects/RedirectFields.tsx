import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { required } from '../../shared/ui/forms/required.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { fieldErrorsOf } from './field-errors.ts';

export interface RedirectFormValues {
  from: string;
  to: string;
}

/** The redirect's two fields, as the create page and the list's inline editor show them. */
export function RedirectFields({ form }: { form: UseFormReturn<RedirectFormValues> }) {
  const { register, formState } = form;
  return (
    <>
      <TextField
        label="From"
        registration={register('from', required)}
        error={formState.errors.from}
        hint="A path on this site, starting with /."
      />
      <TextField
        label="To"
        registration={register('to', required)}
        error={formState.errors.to}
        hint="A path starting with / or an absolute http(s) URL."
      />
    </>
  );
}

/** Shows an engine error beside the fields it names, else as a toast. */
export function showRedirectError(form: UseFormReturn<RedirectFormValues>, error: unknown) {
  const message = (error as Error).message;
  const fieldErrors = fieldErrorsOf(message, ['from', 'to'] as const);
  for (const { field, message: text } of fieldErrors) form.setError(field, { type: 'server', message: text });
  if (fieldErrors.length === 0) notify.error(message);
}
