import { useForm } from 'react-hook-form';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { required } from '../../shared/ui/forms/required.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { createTerm } from './api/create-term.ts';
import { taxonomyTypes, type TaxonomyTerm, type TaxonomyType } from './api/taxonomy-inputs.ts';
import { updateTerm } from './api/update-term.ts';
import { ParentPicker } from './ParentPicker.tsx';

interface TermFormValues {
  name: string;
  type: TaxonomyType;
  parentId: number | null;
}

interface TermFormProps {
  /** Absent: a new term. */
  term: TaxonomyTerm | null;
  /** The edited term's parent, for the picker. */
  parent: TaxonomyTerm | null;
  onSaved: (term: TaxonomyTerm) => void;
  onCancel: () => void;
}

/** Creates or edits a term: name required, type (fixed once created), parent of the same type. */
export function TermForm({ term, parent, onSaved, onCancel }: TermFormProps) {
  const { register, handleSubmit, watch, setValue, formState } = useForm<TermFormValues>({
    defaultValues: {
      name: term?.name ?? '',
      type: (term?.type as TaxonomyType | undefined) ?? 'Tag',
      parentId: term?.parentId ?? null,
    },
  });
  const type = watch('type');
  const parentId = watch('parentId');
  const save = handleSubmit(async ({ name, type, parentId }) => {
    try {
      const saved = term
        ? await updateTerm({ id: term.id, name: name.trim(), parentId })
        : await createTerm({ type, name: name.trim(), parentId });
      notify.success(`Saved the term ${saved.fullName}.`);
      onSaved(saved);
    } catch (error) {
      notify.error((error as Error).message);
    }
  });
  const heading = term ? `Edit ${term.fullName}` : 'New term';
  return (
    <section className="taxonomy-form" aria-label={heading}>
      <h2>{heading}</h2>
      <form className="content-form" noValidate onSubmit={(event) => void save(event)}>
        <TextField label="Name" registration={register('name', required)} error={formState.errors.name} />
        <div className="field">
          <label htmlFor="term-type">Type</label>
          <select
            id="term-type"
            disabled={Boolean(term)}
            {...register('type', { onChange: () => setValue('parentId', null) })}
          >
            {taxonomyTypes.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <ParentPicker
          type={type}
          selfId={term?.id ?? null}
          value={parentId}
          current={parent?.type === type ? parent : null}
          onChange={(id) => setValue('parentId', id)}
        />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
