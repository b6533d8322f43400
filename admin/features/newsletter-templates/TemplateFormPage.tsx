import { todayInChicago } from '../../shared/ui/format.ts';
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ClientError } from '../../../content-engine/client/client-errors.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import {
  newsletterTemplatePayloadSchema,
  type NewsletterTemplatePayload,
} from '../../../content-engine/shared/newsletters/template-schema.ts';
import { useSettingsGroup } from '../../shared/api/site-settings-group.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { NewsletterPreview } from '../../shared/newsletter-preview/index.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { createTemplate } from './api/create-template.ts';
import { useTemplate } from './api/get-template.ts';
import { previewTemplate } from './api/preview-template.ts';
import { updateTemplate } from './api/update-template.ts';
import { BlockGrid } from './components/BlockGrid.tsx';
import { FooterSection, SocialLinksSection, TestersSection } from './components/FooterSections.tsx';
import {
  DeploymentSection,
  GeneralSection,
  GridTitleSection,
  HeaderSection,
  StylesSection,
} from './components/GeneralSections.tsx';
import { basicEdit, emptyTemplate, templateFormValues } from './components/template-form-values.ts';
import { zodFormResolver } from '../../shared/ui/forms/zod-form-resolver.ts';
import './newsletter-templates.css';

/** The editor's local day (YYYY-MM-DD): the preview shows that day's ads and scheduled items. */

interface Stored {
  id: number;
  revision: number | null;
  status: number;
  payload: NewsletterTemplatePayload;
}

/** /admin/create-newsletter-template and /admin/edit-newsletter-template/:id (spec admin §3). */
export default function TemplateFormPage() {
  const { id } = useParams();
  return (
    <RequirePermission
      permissions={
        id ? ['manage_newsletter_templates', 'manage_newsletter_templates_basic'] : ['manage_newsletter_templates']
      }
    >
      <PageWrapper
        title={id ? 'Edit newsletter template' : 'Create newsletter template'}
        actions={<Link to="/newsletter-templates">Back to templates</Link>}
      >
        <TemplateLoader key={id ?? 'new'} id={id ? Number(id) : null} />
      </PageWrapper>
    </RequirePermission>
  );
}

function TemplateLoader({ id }: { id: number | null }) {
  const { data, error } = useTemplate(id);
  const { value: settings, loading } = useSettingsGroup('newsletters');
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if ((id !== null && !data) || loading) return <p role="status">Loading…</p>;
  const record = data?.getNewsletterTemplate;
  const stored: Stored | null = record
    ? {
        id: record.id,
        revision: record.revision,
        status: record.status ?? 1,
        payload: templateFormValues(record.payload),
      }
    : null;
  return <TemplateForm stored={stored} newsletters={settings?.enabledNewsletters ?? []} />;
}

function TemplateForm({
  stored: loaded,
  newsletters,
}: {
  stored: Stored | null;
  newsletters: readonly { id: string; title: string }[];
}) {
  const navigate = useNavigate();
  const canManage = useHasPermission(['manage_newsletter_templates']);
  const locked = !canManage;
  const [stored, setStored] = useState(loaded);
  const [status, setStatus] = useState(loaded?.status ?? 1);
  const [conflict, setConflict] = useState<string | null>(null);
  const [previewDate, setPreviewDate] = useState(todayInChicago);
  const form = useForm<NewsletterTemplatePayload>({
    defaultValues: stored?.payload ?? emptyTemplate(),
    resolver: zodFormResolver(newsletterTemplatePayloadSchema),
  });
  const live = useWatch({ control: form.control }) as NewsletterTemplatePayload;
  const width = Number(live.styles?.width) || 700;

  const save = form.handleSubmit(
    async (values) => {
      setConflict(null);
      try {
        if (!stored) {
          const created = await createTemplate({ payload: values, status });
          notify.success(`Newsletter template “${created.name}” created.`);
          void navigate(`/edit-newsletter-template/${created.id}`);
          return;
        }
        const payload = locked ? basicEdit(stored.payload, values) : values;
        const saved = await updateTemplate({ id: stored.id, revision: stored.revision, payload, status });
        const next = {
          id: saved.id,
          revision: saved.revision,
          status: saved.status ?? 1,
          payload: templateFormValues(saved.payload),
        };
        setStored(next);
        form.reset(next.payload);
        notify.success(`Newsletter template “${saved.name}” saved.`);
      } catch (error) {
        if (error instanceof ClientError && error.code === 'CONFLICT' && error.extensions.reason === 'STALE_REVISION') {
          setConflict(error.message);
          return;
        }
        showEngineErrors(form, error, { prefix: 'payload.', fieldOf: (path) => path });
      }
    },
    () => notify.error('Some fields need fixing: see the messages beside them.'),
  );

  return (
    <div className="newsletter-template-editor">
      <FormProvider {...form}>
        <form className="content-form" noValidate aria-label="Newsletter template" onSubmit={(e) => void save(e)}>
          {locked && (
            <p className="hint">
              You may change the preheader blurb and the blocks’ titles, HTML, population and calls to action
              (manage_newsletter_templates_basic); the rest needs manage_newsletter_templates.
            </p>
          )}
          {conflict && (
            <div className="form-error" role="alert">
              <p>Not saved: {conflict}</p>
              <p>Your changes are still in the form; copy what you need, then reload.</p>
            </div>
          )}
          <GeneralSection newsletters={newsletters} locked={locked} />
          <div className="field">
            <label htmlFor="template-status">Status</label>
            <select
              id="template-status"
              value={status}
              disabled={locked}
              onChange={(event) => setStatus(Number(event.target.value))}
            >
              <option value={1}>Active</option>
              <option value={0}>Inactive</option>
            </select>
          </div>
          <fieldset className="plain" disabled={locked}>
            <StylesSection />
            <GridTitleSection />
            <HeaderSection />
            <FooterSection />
            <DeploymentSection />
          </fieldset>
          <SocialLinksSection locked={locked} />
          <TestersSection locked={locked} />
          <BlockGrid locked={locked} />
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
              {stored ? 'Save template' : 'Create template'}
            </button>
          </div>
        </form>
      </FormProvider>
      {stored ? (
        <div className="newsletter-template-preview">
          <PreviewDate value={previewDate} onChange={setPreviewDate} />
          <NewsletterPreview
            input={{ templateId: stored.id, payload: live, date: previewDate }}
            render={previewTemplate}
            width={width}
          />
        </div>
      ) : (
        <section className="newsletter-preview" aria-label="E-mail preview">
          <h2>Preview</h2>
          <p className="hint">Create the template to preview its e-mail; the preview then follows your edits.</p>
        </section>
      )}
    </div>
  );
}

/** The day the preview is for: which scheduled items, ads and issue it shows (a Central calendar day). */
function PreviewDate({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Preview date</label>
      <input
        id={id}
        type="date"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
      <small id={`${id}-hint`}>The scheduled items and ads of this day (America/Chicago).</small>
    </div>
  );
}
