import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  leadFieldProblem,
  leadFormFields,
  leadFormTexts,
  type LeadField,
  type LeadFormType,
} from '../../content-engine/shared/lead-forms.ts';
import { FormField, FormMessage } from '../shared/FormField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { submitLeadForm } from './lead-form-request.ts';

interface Props {
  formType: LeadFormType;
  /** The item an inquiry is about. */
  contentId: number | null;
  idPrefix: string;
}

type Values = Record<string, string>;
const validate = (field: LeadField) => ({
  validate: (value: unknown) => leadFieldProblem(field, String(value ?? '')) ?? true,
});

/**
 * An inquiry (RMI) or contact-us form (issue 30 item 4): the fields of shared/lead-forms.ts with
 * the generic field renderer (label, asterisk, error), a radio group, the outcome box and a busy
 * button. Rendered on the server; hydrated when visible.
 */
export default function LeadForm({ formType, contentId, idPrefix }: Props) {
  const fields = leadFormFields[formType];
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
  });
  const [outcome, setOutcome] = useState<{ error?: string; success?: string } | null>(null);
  const { errors } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        setOutcome({ success: await submitLeadForm({ formType, contentId, values }) });
      } catch (error) {
        setOutcome({ error: (error as Error).message });
      }
    },
    () => setOutcome({ error: leadFormTexts.correctIssues }),
  );

  if (outcome?.success) return <FormMessage success={outcome.success} />;
  return (
    <form className="site-form lead-form" onSubmit={submit} noValidate>
      {fields.map((field) =>
        field.type === 'radio' ? (
          <fieldset
            key={field.name}
            className="form-field lead-form-choices"
            aria-describedby={errors[field.name] ? id(`${field.name}-error`) : undefined}
          >
            <legend>
              {field.label}
              {field.required && (
                <span className="required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </legend>
            {field.options?.map((option) => (
              <label key={option} className="lead-form-choice">
                <input type="radio" value={option} {...register(field.name, validate(field))} /> {option}
              </label>
            ))}
            {errors[field.name]?.message && (
              <p className="field-error" id={id(`${field.name}-error`)} role="alert">
                {errors[field.name]?.message}
              </p>
            )}
          </fieldset>
        ) : (
          <FormField
            key={field.name}
            id={id(field.name)}
            label={field.label}
            required={field.required}
            error={errors[field.name]?.message}
          >
            {field.type === 'multiline' ? (
              <textarea
                id={id(field.name)}
                rows={5}
                maxLength={field.maxLength}
                {...register(field.name, validate(field))}
              />
            ) : (
              <input
                id={id(field.name)}
                type={field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete[field.name]}
                maxLength={field.maxLength}
                aria-required={field.required || undefined}
                {...register(field.name, validate(field))}
              />
            )}
          </FormField>
        ),
      )}
      <FormMessage error={outcome?.error} />
      <SubmitButton busy={formState.isSubmitting} label="Submit" busyLabel="Sending…" />
      {formState.isSubmitting && <span className="spinner" aria-hidden="true" />}
    </form>
  );
}

const autoComplete: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  jobTitle: 'organization-title',
};
