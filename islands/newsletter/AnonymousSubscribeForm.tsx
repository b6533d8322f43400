import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newsletterConsentRule } from '../../content-engine/shared/newsletter-signup.ts';
import type { OfferedNewsletter } from '../account/NewsletterToggles.tsx';
import { countryChoices, needsRegion, regionChoices } from '../registration/locale-choices.ts';
import { FormField, FormMessage, fieldRequired, requiredText } from '../shared/FormField.tsx';
import { trackNewsletterSubscription } from '../tracking/track.ts';
import { chosenIds, subscribeAnonymously, type SubscribeValues } from './subscribe-request.ts';
import { consentLabel, newsletterSignupTexts } from './subscribe-texts.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

interface Props {
  newsletters: OfferedNewsletter[];
  /** pk/PK of the address, else the site's (null: the engine uses the settings'). */
  promoCode: string | null;
  idPrefix: string;
}

/**
 * The anonymous subscribe form (spec public §4, §5): newsletters, e-mail, country, the region
 * where the country has regions and the consent where the country asks for it. Browser only.
 */
export function AnonymousSubscribeForm({ newsletters, promoCode, idPrefix }: Props) {
  const { register, handleSubmit, watch, setValue, formState } = useForm<SubscribeValues>({
    defaultValues: { newsletters: [], email: '', countryCode: '', regionCode: '', consent: false },
  });
  const [outcome, setOutcome] = useState<{ error?: string; success?: string } | null>(null);
  const countries = useMemo(countryChoices, []);
  const countryCode = watch('countryCode');
  const consentRule = countryCode ? newsletterConsentRule(countryCode) : 'none';
  const { errors } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const { error, message } = await subscribeAnonymously(values, promoCode);
        setOutcome(error ? { error: message } : { success: newsletterSignupTexts.subscribed });
        if (!error)
          void trackNewsletterSubscription({
            source: 'NlWidgetUnauthenticated',
            newsletterIds: chosenIds(values.newsletters),
          });
      } catch (error) {
        setOutcome({ error: (error as Error).message });
      }
    },
    () => setOutcome({ error: newsletterSignupTexts.correctIssues }),
  );

  if (outcome?.success) return <FormMessage success={outcome.success} />;
  return (
    <form className="site-form subscribe-form" onSubmit={submit} noValidate>
      <fieldset
        className="form-field subscribe-newsletters"
        aria-describedby={errors.newsletters ? id('newsletters-error') : undefined}
      >
        <legend>Newsletters</legend>
        {newsletters.map((n) => (
          <div key={n.id} className="subscribe-newsletter">
            <label>
              <input
                type="checkbox"
                value={n.id}
                {...register('newsletters', {
                  validate: (v) => chosenIds(v).length > 0 || newsletterSignupTexts.selectNewsletter,
                })}
              />{' '}
              {n.title}
            </label>
            {n.description && <p className="newsletter-description">{n.description}</p>}
          </div>
        ))}
        {errors.newsletters?.message && (
          <p className="field-error" id={id('newsletters-error')} role="alert">
            {errors.newsletters.message}
          </p>
        )}
      </fieldset>
      <FormField id={id('email')} label="Email" required error={errors.email?.message}>
        <input id={id('email')} type="email" autoComplete="email" {...register('email', requiredText)} />
      </FormField>
      <FormField id={id('country')} label="Country" required error={errors.countryCode?.message}>
        <select
          id={id('country')}
          autoComplete="country"
          {...register('countryCode', {
            validate: (v) => v !== '' || fieldRequired,
            onChange: () => setValue('regionCode', ''),
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
      {needsRegion(countryCode) && (
        <FormField id={id('region')} label="Region" required error={errors.regionCode?.message}>
          <select
            id={id('region')}
            autoComplete="address-level1"
            {...register('regionCode', {
              validate: (v, all) => !needsRegion(all.countryCode) || v !== '' || fieldRequired,
            })}
          >
            <option value="">Select a region</option>
            {regionChoices(countryCode).map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {consentRule !== 'none' && (
        <div className="form-field form-consent">
          <label htmlFor={id('consent')}>
            <input
              id={id('consent')}
              type="checkbox"
              {...register('consent', {
                validate: (v, all) =>
                  newsletterConsentRule(all.countryCode) !== 'required' || v === true || fieldRequired,
              })}
            />{' '}
            {consentLabel}
            {consentRule === 'required' && (
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
      <FormMessage error={outcome?.error} />
      <SubmitButton busy={formState.isSubmitting} label="Subscribe" busyLabel="Subscribing…" />
    </form>
  );
}
