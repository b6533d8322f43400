import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { contentTypeEntries, type ContentType } from '../../../../content-engine/shared/content-types.ts';
import { required } from '../../../shared/ui/forms/required.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../../shared/auth/RequirePermission.tsx';
import NotFoundPage from '../../../shared/shell/NotFoundPage.tsx';
import { $site } from '../../../shared/shell/site-context.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { useSectionOptions } from '../section-options.ts';
import {
  emptyFormValues,
  toContentInput,
  toFormValues,
  editedContent,
  type ContentFormValues,
  type EditedContent,
} from './content-form-values.ts';
import { createContent } from '../api/create-content.ts';
import { deleteContent } from '../api/delete-content.ts';
import { getContentForEdit } from '../api/get-content-for-edit.ts';
import { publishContent } from '../api/publish-content.ts';
import { scheduleContent } from '../api/schedule-content.ts';
import { searchAuthors } from '../api/search-authors.ts';
import { searchCompanies } from '../api/search-companies.ts';
import { searchImages } from '../api/search-images.ts';
import { searchTaxonomy } from '../api/search-taxonomy.ts';
import { unpublishContent } from '../api/unpublish-content.ts';
import { updateContent } from '../api/update-content.ts';
import { PublishStatusPanel } from '../../../shared/publish-status/PublishStatusPanel.tsx';
import { getContentBuildJobs } from '../api/get-content-build-jobs.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { SchedulesField } from './SchedulesField.tsx';
import { SearchPicker } from './SearchPicker.tsx';
import { TypeSpecificFields } from './TypeSpecificFields.tsx';
import { AdExclusionsField } from './fields/AdExclusionsField.tsx';
import { editorFieldOf } from './fields/engine-paths.ts';
import { LabelsField } from './fields/LabelsField.tsx';
import { SeoFields } from './fields/SeoFields.tsx';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';

const statusLabels: Record<number, string> = { 0: 'Deleted', 1: 'Published', 2: 'Draft' };
const teaserRule = {
  validate: (value: string) =>
    value.trim() === '' ||
    (value.trim().length >= 50 && value.trim().length <= 600) ||
    'Teaser must be 50 to 600 characters.',
};

/** /admin/create-content/:type and /admin/edit-content/:id (manage_content). */
export default function ContentEditorPage() {
  return (
    <RequirePermission permissions={['manage_content']}>
      <ContentEditorRoute />
    </RequirePermission>
  );
}

function ContentEditorRoute() {
  const { type: editKey, id } = useParams();
  const [item, setItem] = useState<EditedContent | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!id) return;
    getContentForEdit(Number(id)).then(
      (content) => setItem(editedContent(content)),
      (error: Error) => {
        notify.error(error.message);
        setMissing(true);
      },
    );
  }, [id]);
  if (editKey) {
    const entry = contentTypeEntries.find((candidate) => candidate.editKey === editKey || candidate.value === editKey);
    return entry ? <ContentEditor type={entry.value} item={null} /> : <NotFoundPage />;
  }
  if (missing || !/^\d+$/.test(id ?? '')) return <NotFoundPage />;
  return item ? <ContentEditor key={item.id} type={item.type} item={item} /> : <p role="status">Loading…</p>;
}

type Action = 'save' | 'publish' | 'schedule' | 'unpublish' | 'delete';

function ContentEditor({ type, item: initial }: { type: ContentType; item: EditedContent | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const site = useStore($site);
  const sections = useSectionOptions();
  const [item, setItem] = useState(initial);
  // A new item's first publish continues on its edit route: the save time travels with it.
  const [savedAt, setSavedAt] = useState<number | null>(
    (location.state as { savedAt?: number } | null)?.savedAt ?? null,
  );
  const [publishAt, setPublishAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const form = useForm<ContentFormValues>({ defaultValues: initial ? toFormValues(initial) : emptyFormValues() });
  const { register, control, formState, handleSubmit } = form;
  const errors = formState.errors;
  const label = contentTypeEntries.find((entry) => entry.value === type)?.label ?? type;

  async function save(values: ContentFormValues): Promise<EditedContent> {
    const input = toContentInput(type, values);
    if (item) return editedContent(await updateContent({ id: item.id, ...input }));
    return editedContent(await createContent({ type, ...input }));
  }

  const run = (action: Action) =>
    handleSubmit(async (values) => {
      try {
        let saved = action === 'unpublish' || action === 'delete' ? item! : await save(values);
        if (action === 'publish') saved = editedContent(await publishContent({ id: saved.id }));
        if (action === 'schedule') {
          if (!publishAt) return void notify.error('Choose when to publish.');
          const published = new Date(publishAt).getTime();
          const expires = expiresAt ? new Date(expiresAt).getTime() : null;
          saved = editedContent(await scheduleContent({ id: saved.id, published, expires }));
          if (saved.status !== 1) saved = editedContent(await publishContent({ id: saved.id, published }));
        }
        if (action === 'unpublish') saved = editedContent(await unpublishContent(saved.id));
        if (action === 'delete') {
          if (!window.confirm(`Delete “${saved.name}”? It leaves the site and the lists.`)) return;
          await deleteContent(saved.id);
          notify.success(`Deleted “${saved.name}”.`);
          return void navigate('/content');
        }
        // Watch the jobs of this change: created once the write committed (server time).
        const watchFrom = saved.status === 1 || action === 'unpublish' ? saved.updated : null;
        notify.success(
          {
            save: 'Saved.',
            publish: 'Published.',
            schedule: 'Scheduled.',
            unpublish: 'Unpublished.',
            delete: 'Deleted.',
          }[action],
        );
        if (!item) return void navigate(`/edit-content/${saved.id}`, { replace: true, state: { savedAt: watchFrom } });
        setItem(saved);
        form.reset(toFormValues(saved));
        setSavedAt(watchFrom);
      } catch (error) {
        showEngineErrors(form, error, { fieldOf: editorFieldOf });
      }
    })();

  const previewHref =
    item && site?.tenant
      ? `${window.location.hostname.endsWith('.localhost') ? window.location.origin : `https://${site.tenant.domain}`}${item.canonicalPath}?preview-mode=true`
      : null;
  const actions = (
    <div className="editor-actions">
      <button type="button" className="secondary" onClick={() => run('save')} disabled={formState.isSubmitting}>
        Save draft
      </button>
      <button type="button" className="primary" onClick={() => run('publish')} disabled={formState.isSubmitting}>
        {item?.status === 1 ? 'Save and publish' : 'Publish now'}
      </button>
      {item?.status === 1 && (
        <button type="button" className="secondary" onClick={() => run('unpublish')} disabled={formState.isSubmitting}>
          Unpublish
        </button>
      )}
      {previewHref && (
        <a className="button-link" href={previewHref} target="_blank" rel="noopener">
          Preview
        </a>
      )}
    </div>
  );

  return (
    <PageWrapper title={item ? `Edit ${label}: ${item.name}` : `Create ${label}`} actions={actions}>
      {item && (
        <p className="item-meta">
          {label} {item.id} · <span className={`status status-${item.status}`}>{statusLabels[item.status]}</span> ·
          Published {formatDateTime(item.published)}
          {item.expires ? ` · Expires ${formatDateTime(item.expires)}` : ''} · {item.canonicalPath}
        </p>
      )}
      {item && savedAt && (
        <PublishStatusPanel key={savedAt} fetchJobs={() => getContentBuildJobs(item.id)} savedAt={savedAt} />
      )}
      <form
        className="content-form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        aria-label={`${label} editor`}
      >
        <fieldset>
          <legend>Content</legend>
          <TextField label="Name" registration={register('name', required)} error={errors.name} />
          <TextField label="Short name" registration={register('shortName')} />
          <div className="field">
            <label htmlFor="teaser">Teaser</label>
            <textarea
              id="teaser"
              rows={3}
              {...register('teaser', teaserRule)}
              aria-invalid={errors.teaser ? true : undefined}
              aria-describedby="teaser-hint teaser-error"
            />
            <small id="teaser-hint">50 to 600 characters.</small>
            {errors.teaser && (
              <span id="teaser-error" className="field-error" role="alert">
                {errors.teaser.message}
              </span>
            )}
          </div>
          <div className="field">
            <span className="label" id="body-label">
              Body
            </span>
            <Controller
              control={control}
              name="body"
              render={({ field }) => (
                <RichTextEditor id="body" label="Body" value={field.value} onChange={field.onChange} />
              )}
            />
          </div>
        </fieldset>
        <TypeSpecificFields type={type} form={form} />
        <fieldset>
          <legend>Placement</legend>
          <div className="field">
            <label htmlFor="primary-section">Primary section</label>
            <select
              id="primary-section"
              {...register('primarySectionId', required)}
              aria-invalid={errors.primarySectionId ? true : undefined}
            >
              <option value="">Choose a section</option>
              {sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.fullName || section.name}
                </option>
              ))}
            </select>
            {errors.primarySectionId && (
              <span className="field-error" role="alert">
                {errors.primarySectionId.message}
              </span>
            )}
          </div>
          <SchedulesField control={control} register={register} sections={sections} />
        </fieldset>
        <fieldset>
          <legend>People, company and taxonomy</legend>
          <Controller
            control={control}
            name="authors"
            render={({ field }) => (
              <SearchPicker label="Authors" search={searchAuthors} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="company"
            render={({ field }) => (
              <SearchPicker
                label="Company"
                single
                search={searchCompanies}
                value={field.value ? [field.value] : []}
                onChange={(items) => field.onChange(items[0] ?? null)}
              />
            )}
          />
          <Controller
            control={control}
            name="taxonomy"
            render={({ field }) => (
              <SearchPicker label="Taxonomy" search={searchTaxonomy} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="labels"
            render={({ field }) => <LabelsField value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="primaryImage"
            render={({ field }) => (
              <SearchPicker
                label="Primary image"
                single
                search={searchImages}
                value={field.value ? [field.value] : []}
                onChange={(items) => field.onChange(items[0] ?? null)}
              />
            )}
          />
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <SearchPicker
                label="Gallery images"
                search={searchImages}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </fieldset>
        <fieldset>
          <legend>SEO</legend>
          <TextField label="SEO title" registration={register('seoTitle')} />
          <TextField
            label="Alias"
            registration={register('alias')}
            hint="The last part of the address; made from the name when left blank."
          />
          <SeoFields register={register} errors={errors} />
        </fieldset>
        <AdExclusionsField register={register} />
        <fieldset>
          <legend>Access</legend>
          <TextField
            label="Gating survey type"
            registration={register('surveyType')}
            hint="Omeda gating: the survey type; blank for none."
          />
          <TextField
            label="Membership IDs"
            registration={register('membershipIds')}
            hint="Memberships that may read it, comma-separated."
          />
          <div className="field checkbox">
            <input id="registration-required" type="checkbox" {...register('registrationRequired')} />
            <label htmlFor="registration-required">Registration required</label>
          </div>
        </fieldset>
        <fieldset>
          <legend>Schedule publish and expiry</legend>
          <div className="field">
            <label htmlFor="publish-at">Publish at</label>
            <input
              id="publish-at"
              type="datetime-local"
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="expires-at">Expires at</label>
            <input
              id="expires-at"
              type="datetime-local"
              value={expiresAt}
              onChange={(event) => setExpiresAt(event.target.value)}
            />
          </div>
          <button type="button" className="secondary" onClick={() => run('schedule')} disabled={formState.isSubmitting}>
            Schedule
          </button>
        </fieldset>
        {item && item.status !== 0 && (
          <button type="button" className="danger" onClick={() => run('delete')}>
            Delete {label.toLowerCase()}
          </button>
        )}
      </form>
    </PageWrapper>
  );
}
