import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import {
  newsletterCampaignInputSchema,
  type NewsletterCampaignInput,
} from '../../../../content-engine/shared/newsletters/campaign-schema.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { SelectField } from '../../../shared/ui/forms/FormFields.tsx';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { zodFormResolver } from '../../../shared/ui/forms/zod-form-resolver.ts';
import { createCampaign } from '../api/create-campaign.ts';
import { useTemplateStream } from '../api/get-template-stream.ts';
import { templatePayloadOf, todayInChicago } from './campaign-format.ts';

type Values = Omit<NewsletterCampaignInput, 'blockItems'>;
const fields = ['templateId', 'date', 'subject', 'preheader', 'hideOnWeb'];

/**
 * A new campaign: an active template, the date, and the subject and preheader, which start
 * as the template's default subject and preheader blurb. It opens in the editor as a Draft.
 */
export function CreateCampaignForm() {
  const navigate = useNavigate();
  const templatesQuery = useTemplateStream();
  const templates = templatesQuery.data?.getNewsletterTemplateStream ?? [];
  const form = useForm<Values>({
    resolver: zodFormResolver(newsletterCampaignInputSchema.omit({ blockItems: true })),
    defaultValues: { templateId: 0, date: todayInChicago(), subject: '', preheader: '', hideOnWeb: false },
  });
  const { register, formState, setValue, getValues } = form;
  const { errors } = formState;

  const templateChosen = (id: number) => {
    const payload = templatePayloadOf(templates.find((t) => t.id === id)?.payload);
    if (!payload) return;
    // The defaults fill what is blank or still the previous template's default.
    if (!getValues('subject') || !formState.dirtyFields.subject)
      setValue('subject', payload.deploymentSettings.defaultSubject || payload.name);
    if (!getValues('preheader') || !formState.dirtyFields.preheader) setValue('preheader', payload.preheaderBlurb);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const campaign = await createCampaign({ ...values, blockItems: {} });
      notify.success(`Campaign ${campaign.subject} created.`);
      void navigate(`/edit-newsletter-campaign/${campaign.id}`);
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (fields.includes(path) ? path : null) });
    }
  });

  const templateField = register('templateId', { setValueAs: (value) => Number(value) || 0 });
  return (
    <PageWrapper title="Add newsletter campaign">
      <p>
        <Link to="/newsletter-campaigns">Back to campaigns</Link>
      </p>
      {templatesQuery.data && templates.length === 0 && (
        <p role="alert">
          There is no active newsletter template yet: <Link to="/create-newsletter-template">add one</Link> first.
        </p>
      )}
      <form className="content-form" aria-label="Campaign" noValidate onSubmit={(event) => void save(event)}>
        <SelectField
          label="Template"
          registration={{
            ...templateField,
            onChange: async (event) => {
              await templateField.onChange(event);
              templateChosen(Number((event.target as HTMLSelectElement).value));
            },
          }}
          options={[
            { value: '0', label: 'Choose a template' },
            ...templates.map((t) => ({ value: String(t.id), label: t.name })),
          ]}
          error={errors.templateId}
        />
        <TextField
          label="Date"
          type="date"
          registration={register('date')}
          error={errors.date}
          hint="The issue's day (Central time)."
        />
        <TextField label="Subject" registration={register('subject')} error={errors.subject} />
        <TextField
          label="Preheader"
          registration={register('preheader')}
          error={errors.preheader}
          hint="The line inboxes show after the subject."
        />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Create campaign
          </button>
        </div>
      </form>
    </PageWrapper>
  );
}
