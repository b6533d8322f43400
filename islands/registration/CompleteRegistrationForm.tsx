import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Membership } from '../../content-engine/memberships/membership.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import type { SiteUserStub } from '../../content-engine/site-users/operations/get-site-user-stub.ts';
import { siteClient } from '../site-client.ts';
import { captchaToken } from '../shared/captcha.ts';
import { FormField, FormMessage, requiredText, safeRedirect } from '../shared/FormField.tsx';
import { startSession } from '../session/session-store.ts';
import { trackNewsletterSubscription } from '../tracking/track.ts';
import { trackFunnelStep } from '../tracking/track-funnel-step.ts';
import { toDemographicAnswers, type FieldValue, type Question } from './demographic-answers.ts';
import { DemographicField } from './DemographicField.tsx';
import { consentFor, consentGiven } from './locale-choices.ts';
import { LocaleFields, type LocaleValues } from './LocaleFields.tsx';
import { profileInput, profileTextFields } from './profile-fields.ts';
import { takeRedirect } from './registration-links.ts';
import { correctIssuesMessage } from './SignupForm.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';

export interface NewsletterChoice {
  id: string;
  title: string;
}

interface Props {
  linkId: string;
  stub: SiteUserStub;
  membership: Membership;
  questions: Question[];
  newsletters: NewsletterChoice[];
}

type Values = LocaleValues & Record<string, FieldValue> & { password: string; newsletters: string[] | string | false };

const optionalText = (required: boolean) => (required ? requiredText : { validate: () => true as const });

/** The newsletters ticked: react-hook-form gives one box's value as text, none as false. */
const ticked = (value: Values['newsletters']) => (Array.isArray(value) ? value : value ? [value] : []);

/** The complete-registration form (spec public §7 registerSiteUser): password, profile, questions, newsletters, consent. */
export function CompleteRegistrationForm({ linkId, stub, membership, questions, newsletters }: Props) {
  const fields = profileTextFields(membership.requiredUserCommonFields);
  const countryCode = stub.countryCode ?? '';
  const form = useForm<Values>({
    defaultValues: {
      password: '',
      countryCode,
      region: stub.region ?? '',
      consent: consentGiven(countryCode, stub.consent),
      newsletters: [],
    } as Values,
  });
  const { register, handleSubmit, formState } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const profile = Object.fromEntries(fields.map((field) => [field.name, String(values[field.name] ?? '')]));
        const input = {
          id: linkId,
          password: values.password,
          membershipId: membership.id,
          ...profileInput({ ...profile, countryCode: values.countryCode, region: values.region }),
          demographics: toDemographicAnswers(questions, values),
          newsletters: ticked(values.newsletters),
          consent: consentFor(values.countryCode, values.consent),
          recaptchaToken: await captchaToken('register'),
        };
        const { registerSiteUser } = await siteClient.mutate<{ registerSiteUser: { userInfo: SiteUserInfo } }>(
          'siteUser/registerSiteUser',
          { input },
        );
        startSession(registerSiteUser.userInfo);
        trackFunnelStep('completeRegistrationFormSubmit', { membershipId: input.membershipId });
        // The newsletters chosen at registration are opt-ins of their own (spec public §3 source Registration).
        if (input.newsletters.length > 0)
          void trackNewsletterSubscription({ source: 'Registration', newsletterIds: input.newsletters });
        window.location.assign(safeRedirect(takeRedirect(localStorage), '/account'));
      } catch (error) {
        setFailure((error as Error).message);
      }
    },
    () => setFailure(correctIssuesMessage),
  );

  return (
    <FormProvider {...form}>
      <form className="site-form complete-registration-form" onSubmit={submit} noValidate>
        <h1>Complete your registration</h1>
        <p>
          {membership.title} for <strong>{stub.email}</strong>
        </p>
        <FormField id="registration-password" label="Password" required error={formState.errors.password?.message}>
          <input
            id="registration-password"
            type="password"
            autoComplete="new-password"
            {...register('password', requiredText)}
          />
        </FormField>
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`registration-${field.name}`}
            label={field.label}
            required={field.required}
            error={formState.errors[field.name]?.message}
          >
            <input
              id={`registration-${field.name}`}
              type="text"
              autoComplete={field.autoComplete}
              {...register(field.name, optionalText(field.required))}
            />
          </FormField>
        ))}
        <LocaleFields idPrefix="registration" />
        {questions.map((question) => (
          <DemographicField key={question.id} question={question} />
        ))}
        {newsletters.length > 0 && (
          <fieldset className="form-field form-choices">
            <legend>Newsletters</legend>
            {newsletters.map((newsletter) => (
              <label key={newsletter.id} className="form-choice">
                <input type="checkbox" value={newsletter.id} {...register('newsletters')} /> {newsletter.title}
              </label>
            ))}
          </fieldset>
        )}
        <FormMessage error={failure} />
        <SubmitButton busy={formState.isSubmitting} label="Complete registration" busyLabel="Registering…" />
      </form>
    </FormProvider>
  );
}
