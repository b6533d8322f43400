import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
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
import { searchCompanies } from '../api/search-companies.ts';
import { searchImages } from '../api/search-images.ts';
import { searchTaxonomy } from '../api/search-taxonomy.ts';
import { unpublishContent } from '../api/unpublish-content.ts';
import { updateContent } from '../api/update-content.ts';
import { PublishStatusPanel } from '../../../shared/publish-status/PublishStatusPanel.tsx';
import { getContentBuildJobs } from '../api/get-content-build-jobs.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { SchedulesField } from './SchedulesField.tsx';
import { SearchPicker } from '../../../shared/ui/SearchPicker.tsx';
import { TypeSpecificFields } from './TypeSpecificFields.tsx';
import { AccessFields } from './AccessFields.tsx';
import { AuthorPicker } from './AuthorPicker.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import { IssueAssignmentField } from './IssueAssignmentField.tsx';
import { LayoutSelect } from './LayoutSelect.tsx';
import { RelatedContentField } from './RelatedContentField.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { conflictOf, type SaveState } from './save-state.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { useLeaveWarning } from './use-leave-warning.ts';
import { AdExclusionsField } from './fields/AdExclusionsField.tsx';
import { InquiryFormField } from './fields/InquiryFormField.tsx';
import { DigitalEditionField } from './fields/DigitalEditionField.tsx';
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
  const [item, setItemState] = useState(initial);
  // The item as last loaded or saved: the revision the next save names (ADR 57).
  const itemRef = useRef(initial);
  const setItem = (next: EditedContent) => {
    itemRef.current = next;
    setItemState(next);
  };
  // A new item's first publish continues on its edit route: the save time travels with it.
  const [savedAt, setSavedAt] = useState<number | null>(
    (location.state as { savedAt?: number } | null)?.savedAt ?? null,
  );
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [publishAt, setPublishAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const form = useForm<ContentFormValues>({ defaultValues: initial ? toFormValues(initial) : emptyFormValues() });
  const { register, control, formState, handleSubmit } = form;
  const errors = formState.errors;
  const label = contentTypeEntries.find((entry) => entry.value === type)?.label ?? type;
  // One save at a time: autosave waits for a button's save and the other way round.
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  // Autosave only for unpublished drafts: a published item's changes go live only by a button (ADR 57).
  // A syndicated copy follows its origin and refuses edits here (ADR 60).
  const copyOf = item?.syndicatedFrom ?? null;
  const autosave = item?.status === 2 && saveState.kind !== 'conflict' && !copyOf;
  const { dirty, isDirty, markSaved } = useDraftAutosave({
    form,
    enabled: autosave,
    save: (values) =>
      saveValues(values).then(
        () => undefined,
        () => undefined,
      ),
  });
  useLeaveWarning(isDirty);

  /** Saves the values (create or update from the loaded revision) and records the outcome in the status line. */
  function saveValues(values: ContentFormValues): Promise<EditedContent> {
    const run = inFlight.current.then(async () => {
      setSaveState({ kind: 'saving' });
      try {
        const input = toContentInput(type, values);
        const current = itemRef.current;
        const saved = editedContent(
          current
            ? await updateContent({ id: current.id, expectedRevision: current.revision, ...input })
            : await createContent({ type, ...input }),
        );
        setItem(saved);
        markSaved(values);
        setSaveState({ kind: 'saved', at: Date.now() });
        return saved;
      } catch (error) {
        const conflict = conflictOf(error);
        setSaveState(conflict ?? { kind: 'failed', message: (error as Error).message });
        throw error;
      }
    });
    inFlight.current = run.catch(() => undefined);
    return run;
  }

  /** After a refused save: the item as it is now replaces the form (the editor has been warned). */
  async function reloadTheirs() {
    const current = itemRef.current;
    if (!current) return;
    if (!window.confirm('Replace your changes in the form with the saved version? Copy yours first if you need them.'))
      return;
    try {
      const loaded = editedContent(await getContentForEdit(current.id));
      setItem(loaded);
      form.reset(toFormValues(loaded));
      markSaved(toFormValues(loaded));
      setSaveState({ kind: 'idle' });
    } catch (error) {
      notify.error((error as Error).message);
    }
  }

  const run = (action: Action) =>
    handleSubmit(async (values) => {
      try {
        await inFlight.current;
        let saved = action === 'unpublish' || action === 'delete' ? itemRef.current! : await saveValues(values);
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
          markSaved(form.getValues());
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
        if (!initial)
          return void navigate(`/edit-content/${saved.id}`, { replace: true, state: { savedAt: watchFrom } });
        setItem(saved);
        form.reset(toFormValues(saved));
        markSaved(toFormValues(saved));
        setSavedAt(watchFrom);
      } catch (error) {
        // A refused save keeps the form as it is: the conflict notice says who and when.
        if (!conflictOf(error)) showEngineErrors(form, error, { fieldOf: editorFieldOf });
      }
    })();

  const previewHref =
    item && site?.tenant
      ? `${window.location.hostname.endsWith('.localhost') ? window.location.origin : `https://${site.tenant.domain}`}${item.canonicalPath}?preview-mode=true`
      : null;
  const actions = copyOf ? (
    <div className="editor-actions">
      {previewHref && (
        <a className="button-link" href={previewHref} target="_blank" rel="noopener">
          Preview
        </a>
      )}
    </div>
  ) : (
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
      {copyOf && (
        <p className="hint" role="note">
          This item is a syndicated copy of <a href={copyOf}>an item of another site</a>: it follows the original, so
          edit it there. Where it shows on this site is this site&apos;s to change (Website Sections, Bulk Update).
        </p>
      )}
      {!copyOf && <SaveStatus state={saveState} dirty={dirty} autosave={autosave} isNew={!item} />}
      {saveState.kind === 'conflict' && (
        <ConflictNotice
          conflict={saveState}
          ownChanges={() => JSON.stringify(form.getValues(), null, 2)}
          onReload={reloadTheirs}
        />
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
          <LayoutSelect control={control} type={type} />
          <SchedulesField control={control} register={register} sections={sections} errors={errors} />
          <IssueAssignmentField control={control} register={register} setValue={form.setValue} />
        </fieldset>
        <fieldset>
          <legend>People, company and taxonomy</legend>
          <Controller
            control={control}
            name="authors"
            render={({ field }) => <AuthorPicker value={field.value} onChange={field.onChange} />}
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
            name="related"
            render={({ field }) => (
              <RelatedContentField value={field.value} onChange={field.onChange} selfId={item?.id ?? null} />
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
        <InquiryFormField register={register} />
        <DigitalEditionField register={register} errors={errors} />
        <AccessFields control={control} register={register} errors={errors} />
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
