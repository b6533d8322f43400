import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import type { MagazineStatus } from '../../../../content-engine/documents/generated/schema-types.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { required } from '../../../shared/ui/forms/required.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { createPublication } from '../api/create-publication.ts';
import { usePublicationRecord } from '../api/get-publication-record.ts';
import { updatePublication } from '../api/update-publication.ts';
import { CoverImagePicker } from './CoverImagePicker.tsx';
import { SelectField, TextAreaField } from '../../../shared/ui/forms/FormFields.tsx';
import { statusOptions, urlRule } from './magazine-format.ts';
import { showMagazineErrors } from './magazine-form-errors.ts';
import { pickedOf, type PickedImage } from './picked-image.ts';
import { SavedStatus } from './SavedStatus.tsx';
import { useSavedAt } from './use-saved-at.ts';

interface PublicationFormValues {
  name: string;
  alias: string;
  description: string;
  logo: PickedImage | null;
  subscribeUrl: string;
  status: MagazineStatus;
}

const empty: PublicationFormValues = {
  name: '',
  alias: '',
  description: '',
  logo: null,
  subscribeUrl: '',
  status: 'ACTIVE',
};
const engineFields = {
  name: 'name',
  alias: 'alias',
  description: 'description',
  logoId: 'logo',
  subscribeUrl: 'subscribeUrl',
};

/** Create (`?action=add`) or edit (`?id=N`) a publication: name, alias, description, logo, subscribe link, status. */
export function PublicationForm({ id }: { id: number | null }) {
  const { data, loading } = usePublicationRecord(id);
  const record = data?.getMagazinePublicationRecord ?? null;
  const form = useForm<PublicationFormValues>({ defaultValues: empty });
  const { register, control, reset, formState } = form;
  const { errors } = formState;
  const { savedAt, saved } = useSavedAt();

  useEffect(() => {
    if (record)
      reset({
        name: record.name,
        alias: record.alias,
        description: record.description,
        logo: pickedOf(record.logo),
        subscribeUrl: record.subscribeUrl ?? '',
        status: record.status,
      });
  }, [record, reset]);

  const save = form.handleSubmit(async ({ logo, ...values }) => {
    const input = { ...values, logoId: logo?.id ?? null };
    try {
      const result = id ? await updatePublication({ id, ...input }) : await createPublication(input);
      notify.success(`Publication ${result.name} saved.`);
      reset({ ...values, alias: result.alias, logo });
      saved(result, !id);
    } catch (error) {
      showMagazineErrors(form, error, engineFields);
    }
  });

  if (id && !record)
    return (
      <PageWrapper title="Edit publication">
        {loading ? <p>Loading…</p> : <p role="alert">This publication was not found.</p>}
      </PageWrapper>
    );
  return (
    <PageWrapper title={id ? `Edit publication: ${record?.name}` : 'Add publication'}>
      <p>
        <Link to="/magazine-publications/">Back to publications</Link>
      </p>
      {id && <SavedStatus tag={`publication:${id}`} savedAt={savedAt} />}
      <form className="content-form" aria-label="Publication" noValidate onSubmit={(event) => void save(event)}>
        <TextField label="Name" registration={register('name', required)} error={errors.name} />
        <TextField
          label="Alias"
          registration={register('alias')}
          error={errors.alias}
          hint="Lower-case letters, digits and hyphens; the page is /magazine/{alias}. Leave blank to make it from the name."
        />
        <TextAreaField label="Description" registration={register('description')} error={errors.description} />
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <CoverImagePicker label="Logo" value={field.value} onChange={field.onChange} error={fieldState.error} />
          )}
        />
        <TextField
          label="Subscribe URL"
          type="url"
          registration={register('subscribeUrl', urlRule)}
          error={errors.subscribeUrl}
          hint="Where readers subscribe or renew (https://…)."
        />
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
