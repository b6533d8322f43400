import { leadFormFields, type LeadFormType } from '../../content-engine/shared/lead-forms.ts';
import { captchaToken } from '../shared/captcha.ts';
import { siteClient } from '../site-client.ts';

/** Sends a lead form (submitLeadForm, captcha action leadFormSubmit); answers the text to show, or throws the engine's message. */
export async function submitLeadForm({
  formType,
  contentId,
  values,
}: {
  formType: LeadFormType;
  contentId: number | null;
  values: Record<string, string>;
}): Promise<string> {
  const input = {
    formType,
    contentId,
    values: leadFormFields[formType].map((field) => ({ name: field.name, value: values[field.name] ?? '' })),
    recaptchaToken: await captchaToken('leadFormSubmit'),
  };
  const { submitLeadForm } = await siteClient.mutate<{ submitLeadForm: { id: number; message: string } }>(
    'leadForm/submitLeadForm',
    { input },
  );
  return submitLeadForm.message;
}
