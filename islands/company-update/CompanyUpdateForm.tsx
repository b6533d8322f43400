import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import type { CompanyUpdateFields } from '../../content-engine/company-updates/company-update-fields.ts';
import { siteClient } from '../site-client.ts';
import { captchaToken } from '../shared/captcha.ts';
import { FormField, FormMessage, requiredText } from '../shared/FormField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { fieldErrorsOf } from './field-errors.ts';
import { logoProblem, readLogo } from './logo-file.ts';

type Values = CompanyUpdateFields & { submitterName: string; submitterEmail: string; logo: FileList | null };

interface Props {
  hash: string;
  companyName: string;
  current: CompanyUpdateFields;
  logoSrc: string | null;
}

const socialLabels = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
} as const;

/**
 * The public company update form (spec public §2 /company-update/:hash): prefilled with the
 * company's current profile; sent with a captcha; the engine's refusals show beside their fields.
 */
export default function CompanyUpdateForm({ hash, companyName, current, logoSrc }: Props) {
  const form = useForm<Values>({ defaultValues: { ...current, submitterName: '', submitterEmail: '', logo: null } });
  const { register, handleSubmit, formState, control, setError } = form;
  const contacts = useFieldArray({ control, name: 'keyContacts' });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const errorOf = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
      { message?: string } | undefined;

  const submit = handleSubmit(async ({ logo, ...values }) => {
    setFailure(null);
    const file = logo?.[0];
    const problem = logoProblem(file);
    if (problem) return setError('logo', { message: problem });
    try {
      const recaptchaToken = await captchaToken('companyUpdate');
      const input = { hash, ...values, logo: file ? await readLogo(file) : null, recaptchaToken };
      await siteClient.mutate('companyUpdate/submitCompanyUpdate', { input });
      setDone(true);
    } catch (error) {
      const message = (error as Error).message;
      const placed = fieldErrorsOf(message);
      for (const { path, message: text } of placed)
        setError(path as FieldPath<Values>, { type: 'server', message: text });
      setFailure(placed.length ? 'Please correct the fields marked below.' : message);
    }
  });

  if (done)
    return (
      <div className="company-update-done">
        <h1>Thank you</h1>
        <FormMessage
          success={`The update of ${companyName} was sent to the editors. They review it before it appears on the site.`}
        />
      </div>
    );

  const text = (
    name: FieldPath<Values>,
    label: string,
    {
      type = 'text',
      required = false,
      autoComplete,
    }: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => {
    const id = `cu-${name.replace(/\./g, '-')}`;
    const error = errorOf(name)?.message;
    const registration: UseFormRegisterReturn = register(name, required ? requiredText : {});
    return (
      <FormField id={id} label={label} required={required} error={error}>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
      </FormField>
    );
  };
  const area = (name: 'description' | 'products' | 'news', label: string, rows: number) => {
    const id = `cu-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form className="site-form company-update-form" onSubmit={submit} noValidate>
      <h1>Update the profile of {companyName}</h1>
      <p>
        The form shows what the site shows today. Change what is out of date and send it: the editors review it before
        it is published. The link works once.
      </p>
      <FormMessage error={failure} />
      <fieldset>
        <legend>Company</legend>
        {area('description', 'Description', 8)}
        <FormField
          id="cu-logo"
          label="New logo (JPEG, PNG, WebP, GIF or AVIF, at most 600 KB)"
          error={errors.logo?.message}
        >
          <input
            id="cu-logo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            aria-invalid={errors.logo ? true : undefined}
            aria-describedby={errors.logo ? 'cu-logo-error' : undefined}
            {...register('logo')}
          />
        </FormField>
        {logoSrc && (
          <p className="company-update-logo">
            Current logo: <img src={logoSrc} alt={`Current logo of ${companyName}`} height={48} />
          </p>
        )}
        {area('products', 'Products and services', 4)}
        {area('news', 'Company news', 4)}
      </fieldset>
      <fieldset>
        <legend>Address and phone</legend>
        {text('address1', 'Address line 1', { autoComplete: 'address-line1' })}
        {text('address2', 'Address line 2', { autoComplete: 'address-line2' })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {text('state', 'State or region', { autoComplete: 'address-level1' })}
        {text('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
        {text('country', 'Country', { autoComplete: 'country-name' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <fieldset>
        <legend>Web and social</legend>
        {text('website', 'Website', { type: 'url', autoComplete: 'url' })}
        {(Object.keys(socialLabels) as (keyof typeof socialLabels)[]).map((network) => (
          <div key={network}>{text(`socialLinks.${network}`, socialLabels[network], { type: 'url' })}</div>
        ))}
      </fieldset>
      <fieldset>
        <legend>Key contacts</legend>
        {contacts.fields.map((field, index) => (
          <fieldset key={field.id} className="company-update-contact">
            <legend>Key contact {index + 1}</legend>
            {text(`keyContacts.${index}.name`, 'Name', { required: true })}
            {text(`keyContacts.${index}.title`, 'Job title')}
            {text(`keyContacts.${index}.email`, 'E-mail', { type: 'email' })}
            {text(`keyContacts.${index}.phone`, 'Phone', { type: 'tel' })}
            <button type="button" onClick={() => contacts.remove(index)}>
              Remove key contact {index + 1}
            </button>
          </fieldset>
        ))}
        {contacts.fields.length < 10 && (
          <button type="button" onClick={() => contacts.append({ name: '', title: '', email: '', phone: '' })}>
            Add a key contact
          </button>
        )}
      </fieldset>
      <fieldset>
        <legend>Who is sending this update</legend>
        {text('submitterName', 'Your name', { required: true, autoComplete: 'name' })}
        {text('submitterEmail', 'Your e-mail', { type: 'email', required: true, autoComplete: 'email' })}
      </fieldset>
      <SubmitButton busy={formState.isSubmitting} label="Send the update" busyLabel="Sending…" />
    </form>
  );
}
