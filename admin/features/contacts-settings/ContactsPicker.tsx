import { useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import type { PersonOption } from './api/get-persons.ts';

interface ContactsPickerProps {
  /** The group's name, for the controls' accessible names. */
  group: string;
  persons: PersonOption[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: FieldError;
  disabled: boolean;
}

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/** A group's contacts in order, each movable up and down or removable, and a select that adds a person. */
export function ContactsPicker({ group, persons, value, onChange, error, disabled }: ContactsPickerProps) {
  const id = useId();
  const [adding, setAdding] = useState('');
  const nameOf = (personId: number) => persons.find((p) => p.id === personId)?.fullName ?? `Person ${personId}`;
  const available = persons.filter((person) => !value.includes(person.id));
  return (
    <div className="field contacts-picker">
      <span className="label" id={`${id}-label`}>
        Contacts
      </span>
      {value.length === 0 ? (
        <p className="hint">No contacts yet.</p>
      ) : (
        <ol className="contact-list" aria-labelledby={`${id}-label`}>
          {value.map((personId, index) => (
            <li key={personId}>
              <span>{nameOf(personId)}</span>
              {!disabled && (
                <span className="row-actions">
                  <button
                    type="button"
                    className="secondary"
                    disabled={index === 0}
                    aria-label={`Move ${nameOf(personId)} up in ${group}`}
                    onClick={() => onChange(moved(value, index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={index === value.length - 1}
                    aria-label={`Move ${nameOf(personId)} down in ${group}`}
                    onClick={() => onChange(moved(value, index, index + 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Remove ${nameOf(personId)} from ${group}`}
                    onClick={() => onChange(value.filter((other) => other !== personId))}
                  >
                    Remove
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error.message}
        </span>
      )}
      {!disabled && (
        <div className="inline-form">
          <label htmlFor={`${id}-add`}>Add a contact to {group}</label>
          <select id={`${id}-add`} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">Choose a person…</option>
            {available.map((person) => (
              <option key={person.id} value={person.id}>
                {person.title ? `${person.fullName} (${person.title})` : person.fullName}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="secondary"
            disabled={!adding}
            onClick={() => {
              onChange([...value, Number(adding)]);
              setAdding('');
            }}
          >
            Add contact
          </button>
        </div>
      )}
    </div>
  );
}
