import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldRequired } from '../shared/FormField.tsx';
import { countryChoices, needsConsent, needsRegion, regionChoices } from './locale-choices.ts';

/** The form values this part owns. */
export interface LocaleValues {
  countryCode: string;
  region: string;
  consent: boolean;
}

const consentText = (countryCode: string) =>
  countryCode === 'CA'
    ? 'I consent to receive electronic messages from this site and its partners (CASL). I can withdraw my consent at any time.'
    : 'I agree to the processing of my personal data and to receive communications from this site and its partners (GDPR). I can withdraw my consent at any time.';

/**
 * Country, region and consent (spec public §5): the region is required when the country has
 * regions, the consent box where the country's law asks for it. Lives in a FormProvider.
 */
export function LocaleFields({ idPrefix }: { idPrefix: string }) {
  const { register, watch, setValue, formState } = useFormContext<LocaleValues>();
  const countries = useMemo(countryChoices, []);
  const countryCode = watch('countryCode');
  const regions = regionChoices(countryCode);
  const { errors } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <FormField id={id('country')} label="Country" required error={errors.countryCode?.message}>
        <select
          id={id('country')}
          autoComplete="country"
          {...register('countryCode', {
            validate: (v) => v !== '' || fieldRequired,
            onChange: () => setValue('region', ''),
          })}
        >
          <option value="">Select a country</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </FormField>
      {regions.length > 0 && (
        <FormField id={id('region')} label="Region" required error={errors.region?.message}>
          <select
            id={id('region')}
            autoComplete="address-level1"
            {...register('region', {
              validate: (v, all) => !needsRegion(all.countryCode) || v !== '' || fieldRequired,
            })}
          >
            <option value="">Select a region</option>
            {regions.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {countryCode !== '' && (
        <div className="form-field form-consent">
          <label htmlFor={id('consent')}>
            <input
              id={id('consent')}
              type="checkbox"
              {...register('consent', {
                validate: (v, all) => !needsConsent(all.countryCode) || v === true || fieldRequired,
              })}
            />{' '}
            {consentText(countryCode)}
            {needsConsent(countryCode) && (
              <span className="required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          {errors.consent?.message && (
            <p className="field-error" role="alert">
              {errors.consent.message}
            </p>
          )}
        </div>
      )}
    </>
  );
}
