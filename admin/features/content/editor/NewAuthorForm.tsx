import { useId, useState } from 'react';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

interface NewAuthorFormProps {
  create: (input: { firstName: string; lastName: string; title: string }) => Promise<PickedItem>;
  onCreated: (author: PickedItem) => void;
  onCancel: () => void;
}

/** "Add new author": first and last name (required) and a title; the new person is added to the byline. */
export function NewAuthorForm({ create, onCreated, onCancel }: NewAuthorFormProps) {
  const id = useId();
  const [names, setNames] = useState({ firstName: '', lastName: '', title: '' });
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof names, label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={names[key]}
        onChange={(event) => setNames({ ...names, [key]: event.target.value })}
        aria-invalid={key !== 'title' && errors[key] ? true : undefined}
      />
      {key !== 'title' && errors[key] && (
        <span className="field-error" role="alert">
          {errors[key]}
        </span>
      )}
    </div>
  );
  const submit = async () => {
    const missing = {
      ...(names.firstName.trim() ? {} : { firstName: 'Field is required' }),
      ...(names.lastName.trim() ? {} : { lastName: 'Field is required' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      onCreated(
        await create({ firstName: names.firstName.trim(), lastName: names.lastName.trim(), title: names.title.trim() }),
      );
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="new-author" role="group" aria-label="New author">
      {field('firstName', 'First name')}
      {field('lastName', 'Last name')}
      {field('title', 'Job title')}
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="button" className="primary" onClick={submit} disabled={busy}>
        Create author
      </button>
      <button type="button" className="secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
