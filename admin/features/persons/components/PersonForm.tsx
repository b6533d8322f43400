import { useForm } from 'react-hook-form';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { required } from '../../../shared/ui/forms/required.ts';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';
import type { PersonInput } from '../api/person-input.ts';

const fields = ['firstName', 'lastName', 'title', 'email', 'bio', 'alias', 'status'] as const;

export const emptyPerson: PersonInput = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  bio: '',
  alias: '',
  status: 'PUBLISHED',
};

interface PersonFormProps {
  heading: string;
  initial: PersonInput;
  onSave: (values: PersonInput) => Promise<void>;
  onCancel: () => void;
}

/** The fields of a person (spec admin §3 "Person"); the engine's messages appear beside their field. */
export function PersonForm({ heading, initial, onSave, onCancel }: PersonFormProps) {
  const form = useForm<PersonInput>({ defaultValues: initial });
  const { register, formState } = form;
  const errors = formState.errors;
  const save = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (fields.includes(path as never) ? path : null) });
    }
  });
  return (
    <form className="content-form person-form" aria-label={heading} noValidate onSubmit={(event) => void save(event)}>
      <h2>{heading}</h2>
      <TextField label="First name" registration={register('firstName', required)} error={errors.firstName} />
      <TextField
        label="Last name"
        registration={register('lastName')}
        error={errors.lastName}
        hint="Leave blank for a one-word name."
      />
      <TextField label="Title" registration={register('title')} error={errors.title} hint="E.g. Contributing Editor" />
      <TextField label="E-mail" type="email" registration={register('email')} error={errors.email} />
      <TextField
        label="Alias"
        registration={register('alias')}
        error={errors.alias}
        hint="Lower-case letters, digits and hyphens, e.g. jane-doe."
      />
      <div className="field">
        <label htmlFor="person-bio">Bio</label>
        <textarea id="person-bio" rows={4} {...register('bio')} aria-invalid={errors.bio ? true : undefined} />
        {errors.bio && (
          <span className="field-error" role="alert">
            {errors.bio.message}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="person-status">Status</label>
        <select id="person-status" {...register('status')}>
          <option value="PUBLISHED">Published</option>
          <option value="DRAFT">Draft</option>
        </select>
      </div>
      <div className="editor-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save
        </button>{' '}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
