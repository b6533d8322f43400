import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, FormMessage, requiredText } from '../shared/FormField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';

interface Values {
  value: string;
  password: string;
}

interface Props {
  /** 'email' or 'username': ids and autocomplete. */
  kind: 'email' | 'username';
  label: string;
  submitLabel: string;
  /** Sends the request; resolves when the confirmation link is on its way. */
  request: (values: { value: string; password: string }) => Promise<unknown>;
  /** The success text for the new value. */
  sent: (value: string) => string;
}

/** A change of e-mail address or username: the new value and the current password; the change waits for the e-mailed link. */
export function LoginChangeForm({ kind, label, submitLabel, request, sent }: Props) {
  const { register, handleSubmit, formState, reset } = useForm<Values>({ defaultValues: { value: '', password: '' } });
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const { errors } = formState;

  const submit = handleSubmit(async ({ value, password }) => {
    setOutcome({});
    try {
      await request({ value: value.trim(), password });
      reset();
      setOutcome({ success: sent(value.trim()) });
    } catch (error) {
      setOutcome({ error: (error as Error).message });
    }
  });

  return (
    <form className={`site-form change-${kind}-form`} onSubmit={submit} noValidate>
      <FormField id={`change-${kind}-value`} label={label} required error={errors.value?.message}>
        <input
          id={`change-${kind}-value`}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete={kind === 'email' ? 'email' : 'username'}
          {...register('value', requiredText)}
        />
      </FormField>
      <FormField id={`change-${kind}-password`} label="Current password" required error={errors.password?.message}>
        <input
          id={`change-${kind}-password`}
          type="password"
          autoComplete="current-password"
          {...register('password', requiredText)}
        />
      </FormField>
      <FormMessage error={outcome.error} success={outcome.success} />
      <SubmitButton busy={formState.isSubmitting} label={submitLabel} busyLabel="Sending…" />
    </form>
  );
}
