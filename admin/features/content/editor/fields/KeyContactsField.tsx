import { useEffect } from 'react';
import { getItemNames } from '../../api/get-item-names.ts';
import { searchContactItems } from '../../api/search-contact-items.ts';
import { SearchPicker } from '../../../../shared/ui/SearchPicker.tsx';
import type { Choice } from './type-field-values.ts';

/** A company's key contacts: Contact items found by name, shown in the order chosen (move up and down). */
export function KeyContactsField({ value, onChange }: { value: Choice[]; onChange: (value: Choice[]) => void }) {
  // Saved contacts come with their ids only: name them once.
  const unnamed = value.filter((contact) => contact.label === `Contact ${contact.id}`).map((contact) => contact.id);
  const unnamedKey = unnamed.join(',');
  useEffect(() => {
    if (!unnamedKey) return;
    let current = true;
    getItemNames(unnamedKey.split(',').map(Number)).then(
      (names) =>
        current && onChange(value.map((contact) => ({ ...contact, label: names.get(contact.id) ?? contact.label }))),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Only when the set of unnamed contacts changes.
  }, [unnamedKey]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  return (
    <div className="field-group" role="group" aria-label="Key contacts">
      <SearchPicker
        label="Add a key contact"
        search={searchContactItems}
        value={[]}
        onChange={(added) =>
          onChange([...value, ...added.filter((item) => !value.some((chosen) => chosen.id === item.id))])
        }
      />
      {value.length > 0 && (
        <ol className="ordered-picks" aria-label="Key contacts, in order">
          {value.map((contact, index) => (
            <li key={contact.id}>
              <span>{contact.label}</span>
              <button
                type="button"
                aria-label={`Move ${contact.label} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${contact.label} down`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Remove ${contact.label}`}
                onClick={() => onChange(value.filter((chosen) => chosen.id !== contact.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
