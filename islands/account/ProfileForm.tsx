import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { FormField, FormMessage, fieldRequired } from '../shared/FormField.tsx';
import { updateProfile } from './account-actions.ts';
import { countryOptions, regionOptions } from './country-options.ts';
import { profileUpdateInput, profileValuesOf, type ProfileValues } from './profile-update.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

const textFields = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['title', 'Job title', 'organization-title'],
  ['company', 'Company', 'organization'],
  ['city', 'City', 'address-level2'],
] as const;

/** #update-profile: names, title, company and location; empty fields keep what is stored (spec public §5). */
export function ProfileForm({ user }: { user: SiteUserInfo }) {
  const { register, handleSubmit, formState, watch, setValue } = useForm<ProfileValues>({
    defaultValues: profileValuesOf(user),
  });
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const countries = useMemo(countryOptions, []);
  const regions = regionOptions(watch('countryCode'));
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setOutcome({});
    try {
      await updateProfile(profileUpdateInput(values));
      setOutcome({ success: 'Your profile has been updated.' });
    } catch (error) {
      setOutcome({ error: (error as Error).message });
    }
  });

  return (
    <form className="site-form profile-form" onSubmit={submit} noValidate>
      {textFields.map(([name, label, autoComplete]) => (
        <FormField key={name} id={`profile-${name}`} label={label}>
          <input id={`profile-${name}`} type="text" autoComplete={autoComplete} {...register(name)} />
        </FormField>
      ))}
      <FormField id="profile-countryCode" label="Country">
        <select
          id="profile-countryCode"
          autoComplete="country"
          {...register('countryCode', { onChange: () => setValue('region', '') })}
        >
          <option value="">Choose a country</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="profile-region" label="Region" required={regions !== null} error={errors.region?.message}>
        {regions ? (
          <select id="profile-region" {...register('region', { validate: (value) => value !== '' || fieldRequired })}>
            <option value="">Choose a region</option>
            {regions.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        ) : (
          <input id="profile-region" type="text" autoComplete="address-level1" {...register('region')} />
        )}
      </FormField>
      <FormField id="profile-postalCode" label="Postal code">
        <input id="profile-postalCode" type="text" autoComplete="postal-code" {...register('postalCode')} />
      </FormField>
      <FormMessage error={outcome.error} success={outcome.success} />
      <SubmitButton busy={formState.isSubmitting} label="Save profile" busyLabel="Saving…" />
    </form>
  );
}
