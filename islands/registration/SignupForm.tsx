import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { siteClient } from '../site-client.ts';
import { captchaToken } from '../shared/captcha.ts';
import { FormField, FormMessage, requiredText } from '../shared/FormField.tsx';
import { sessionId } from '../shared/session-id.ts';
import { trackFunnelStep } from '../tracking/track-funnel-step.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { consentFor } from './locale-choices.ts';
import { LocaleFields, type LocaleValues } from './LocaleFields.tsx';
import { completeRegistrationPath, promoCodeOf, rememberRedirect } from './registration-links.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

interface Values extends LocaleValues {
  email: string;
}

interface Props {
  membership: { id: number; title: string; isFree: boolean };
  /** The page the e-mailed link opens (a site_user_complete_registration page). */
  completePath?: string;
}

export const correctIssuesMessage = 'Please correct issues with this form';

/** Sign-up for one membership (spec public §2, §5, §7 requestRegisterSiteUser): e-mails a link to complete the registration. */
export default function SignupForm({ membership, completePath = completeRegistrationPath }: Props) {
  const form = useForm<Values>({ defaultValues: { email: '', countryCode: '', region: '', consent: false } });
  const { register, handleSubmit, formState } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mounted = useMounted();
  useEffect(() => trackFunnelStep('joinPageView', { membershipId: membership.id }), [membership.id]);

  const submit = handleSubmit(
    async ({ email, countryCode, region, consent }) => {
      setFailure(null);
      const params = new URLSearchParams(window.location.search);
      try {
        const input = {
          email: email.trim(),
          membershipId: membership.id,
          countryCode,
          region: region || null,
          consent: consentFor(countryCode, consent),
          path: completePath,
          recaptchaToken: await captchaToken('register'),
          sessionId: sessionId(),
          promoCode: promoCodeOf(params),
        };
        await siteClient.mutate('siteUser/requestRegisterSiteUser', { input });
        rememberRedirect(localStorage, params.get('redirectTo'));
        setSentTo(input.email);
        trackFunnelStep('joinFormSubmit', { membershipId: membership.id });
      } catch (error) {
        setFailure((error as Error).message);
      }
    },
    () => setFailure(correctIssuesMessage),
  );

  if (sentTo) {
    return (
      <div className="signup-form signup-sent" role="status">
        <h1>Check your e-mail</h1>
        <p>
          We have sent a link to complete your registration to <strong>{sentTo}</strong>. The link works once, for seven
          days.
        </p>
      </div>
    );
  }
  return (
    <FormProvider {...form}>
      <form className="site-form signup-form" onSubmit={submit} noValidate>
        <h1>{`Join: ${membership.title}`}</h1>
        <p>
          {membership.isFree ? 'Free membership.' : 'Paid membership.'} Enter your e-mail address and we will send you a
          link to complete your registration.
        </p>
        <FormField id="signup-email" label="Email" required error={formState.errors.email?.message}>
          <input id="signup-email" type="email" autoComplete="email" {...register('email', requiredText)} />
        </FormField>
        {/* Country names come from the browser's Intl data, which the server's may not match: rendered once mounted. */}
        {mounted && <LocaleFields idPrefix="signup" />}
        <FormMessage error={failure} />
        <SubmitButton busy={formState.isSubmitting} label="Continue" busyLabel="Sending…" />
      </form>
    </FormProvider>
  );
}
