import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import type { MagazineStatus } from '../../../../content-engine/documents/generated/schema-types.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { required } from '../../../shared/ui/forms/required.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { createIssue } from '../api/create-issue.ts';
import { useIssueRecord } from '../api/get-issue-record.ts';
import { usePublicationsForSelect } from '../../../shared/api/publications-for-select.ts';
import { updateIssue } from '../api/update-issue.ts';
import { CoverImagePicker } from './CoverImagePicker.tsx';
import { SelectField, TextAreaField } from '../../../shared/ui/forms/FormFields.tsx';
import { mailDay, statusOptions, urlRule } from './magazine-format.ts';
import { showMagazineErrors } from './magazine-form-errors.ts';
import { pickedOf, type PickedImage } from './picked-image.ts';
import { SavedStatus } from './SavedStatus.tsx';
import { useSavedAt } from './use-saved-at.ts';

interface IssueFormValues {
  publicationId: string;
  name: string;
  alias: string;
  description: string;
  cover: PickedImage | null;
  mailDate: string;
  digitalEditionUrl: string;
  status: MagazineStatus;
}

const empty: IssueFormValues = {
  publicationId: '',
  name: '',
  alias: '',
  description: '',
  cover: null,
  mailDate: '',
  digitalEditionUrl: '',
  status: 'ACTIVE',
};
const engineFields = {
  publicationId: 'publicationId',
  name: 'name',
  alias: 'alias',
  description: 'description',
  coverImageId: 'cover',
  mailDate: 'mailDate',
  digitalEditionUrl: 'digitalEditionUrl',
};

/** Create (`?action=add`) or edit (`?id=N`) an issue: publication, name, cover, mail date, digital edition, status. */
export function IssueForm({ id }: { id: number | null }) {
  const { data, loading } = useIssueRecord(id);
  const record = data?.getMagazineIssueRecord ?? null;
  const publicationsQuery = usePublicationsForSelect();
  const publications = publicationsQuery.data?.magazinePublicationsForSelect ?? [];
  const form = useForm<IssueFormValues>({ defaultValues: empty });
  const { register, control, reset, formState } = form;
  const { errors } = formState;
  const { savedAt, saved } = useSavedAt();

  useEffect(() => {
    if (record)
      reset({
        publicationId: String(record.publication.id),
        name: record.name,
        alias: record.alias,
        description: record.description,
        cover: pickedOf(record.coverImage),
        mailDate: mailDay(record.mailDate),
        digitalEditionUrl: record.digitalEditionUrl ?? '',
        status: record.status,
      });
  }, [record, reset]);

  const save = form.handleSubmit(async ({ cover, publicationId, ...values }) => {
    const input = { ...values, publicationId: Number(publicationId), coverImageId: cover?.id ?? null };
    try {
      const result = id ? await updateIssue({ id, ...input }) : await createIssue(input);
      notify.success(`Issue ${result.name} saved.`);
      reset({ ...values, publicationId, alias: result.alias, cover });
      saved(result, !id);
    } catch (error) {
      showMagazineErrors(form, error, engineFields);
    }
  });

  // The form waits for the publications: a select without its options would drop the stored choice.
  if ((id && !record) || !publicationsQuery.data)
    return (
      <PageWrapper title={id ? 'Edit issue' : 'Add issue'}>
        {loading || publicationsQuery.loading ? <p>Loading…</p> : <p role="alert">This issue was not found.</p>}
      </PageWrapper>
    );
  const publicationOptions = [
    { value: '', label: 'Choose a publication' },
    ...publications.map((p) => ({
      value: String(p.id),
      label: p.status === 'ACTIVE' ? p.name : `${p.name} (inactive)`,
    })),
  ];
  return (
    <PageWrapper title={id ? `Edit issue: ${record?.name}` : 'Add issue'}>
      <p>
        <Link to="/magazine-issues/">Back to issues</Link>
      </p>
      {id && <SavedStatus tag={`issue:${id}`} savedAt={savedAt} />}
      <form className="content-form" aria-label="Issue" noValidate onSubmit={(event) => void save(event)}>
        <SelectField
          label="Publication"
          registration={register('publicationId', required)}
          options={publicationOptions}
          error={errors.publicationId}
          hint={id ? 'Moving an issue to another publication takes its items out of their sections.' : undefined}
        />
        <TextField label="Name" registration={register('name', required)} error={errors.name} />
        <TextField
          label="Alias"
          registration={register('alias')}
          error={errors.alias}
          hint="Lower-case letters, digits and hyphens; the page is /magazine/{publication}/{alias}. Leave blank to make it from the name."
        />
        <TextField
          label="Mail date"
          type="date"
          registration={register('mailDate', required)}
          error={errors.mailDate}
        />
        <Controller
          control={control}
          name="cover"
          render={({ field, fieldState }) => (
            <CoverImagePicker
              label="Cover image"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error}
            />
          )}
        />
        <TextField
          label="Digital edition link"
          type="url"
          registration={register('digitalEditionUrl', urlRule)}
          error={errors.digitalEditionUrl}
          hint="The issue's digital edition (https://…); the site shows a Digital Edition button."
        />
        <TextAreaField label="Description" registration={register('description')} error={errors.description} />
        <SelectField label="Status" registration={register('status')} options={statusOptions} error={errors.status} />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </PageWrapper>
  );
}
