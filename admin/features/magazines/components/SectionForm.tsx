import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { required } from '../../../shared/ui/forms/required.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { createSection } from '../api/create-section.ts';
import { usePublicationsForSelect } from '../../../shared/api/publications-for-select.ts';
import { useSectionRecord } from '../api/get-section-record.ts';
import { updateSection } from '../api/update-section.ts';
import { SelectField } from '../../../shared/ui/forms/FormFields.tsx';
import { showMagazineErrors } from './magazine-form-errors.ts';
import { SavedStatus } from './SavedStatus.tsx';
import { useSavedAt } from './use-saved-at.ts';

interface SectionFormValues {
  publicationId: string;
  name: string;
  /** Blank: after the publication's last section. */
  sequence: string;
}

const engineFields = { publicationId: 'publicationId', name: 'name', sequence: 'sequence' };
const sequenceRule = {
  pattern: { value: /^\s*\d*\s*$/, message: 'Must be a whole number, 0 or more' },
};

/** Create (`?action=add`) or edit (`?id=N`) a magazine section: its publication (fixed once created), name and order. */
export function SectionForm({ id }: { id: number | null }) {
  const { data, loading } = useSectionRecord(id);
  const record = data?.getMagazineSectionRecord ?? null;
  const publicationsQuery = usePublicationsForSelect();
  const publications = publicationsQuery.data?.magazinePublicationsForSelect ?? [];
  const form = useForm<SectionFormValues>({ defaultValues: { publicationId: '', name: '', sequence: '' } });
  const { register, reset, formState } = form;
  const { errors } = formState;
  const { savedAt, saved } = useSavedAt();

  useEffect(() => {
    if (record)
      reset({ publicationId: String(record.publication.id), name: record.name, sequence: String(record.sequence) });
  }, [record, reset]);

  const save = form.handleSubmit(async ({ publicationId, name, sequence }) => {
    const order = sequence.trim() === '' ? null : Number(sequence);
    try {
      const result = id
        ? await updateSection({ id, name, ...(order === null ? {} : { sequence: order }) })
        : await createSection({ publicationId: Number(publicationId), name, sequence: order });
      notify.success(`Section ${result.name} saved.`);
      reset({ publicationId: String(result.publication.id), name: result.name, sequence: String(result.sequence) });
      saved(result, !id);
    } catch (error) {
      showMagazineErrors(form, error, engineFields);
    }
  });

  if ((id && !record) || !publicationsQuery.data)
    return (
      <PageWrapper title={id ? 'Edit section' : 'Add section'}>
        {loading || publicationsQuery.loading ? <p>Loading…</p> : <p role="alert">This section was not found.</p>}
      </PageWrapper>
    );
  const options = [
    { value: '', label: 'Choose a publication' },
    ...publications.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <PageWrapper title={id ? `Edit section: ${record?.name}` : 'Add section'}>
      <p>
        <Link to="/magazine-sections/">Back to sections</Link>
      </p>
      {record && <SavedStatus tag={`publication:${record.publication.id}`} savedAt={savedAt} />}
      <form className="content-form" aria-label="Section" noValidate onSubmit={(event) => void save(event)}>
        <SelectField
          label="Publication"
          registration={register('publicationId', required)}
          options={options}
          error={errors.publicationId}
          disabled={id !== null}
          hint={id ? "A section stays in its publication: its issues' items are placed in it." : undefined}
        />
        <TextField label="Name" registration={register('name', required)} error={errors.name} />
        <TextField
          label="Order"
          inputMode="numeric"
          registration={register('sequence', sequenceRule)}
          error={errors.sequence}
          hint="Lowest first within the publication; blank puts a new section last."
        />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </PageWrapper>
  );
}
