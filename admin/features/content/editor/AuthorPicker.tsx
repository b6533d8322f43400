import { useState } from 'react';
import { useHasPermission } from '../../../shared/auth/use-has-permission.ts';
import { createAuthor } from '../api/create-author.ts';
import { searchAuthors } from '../api/search-authors.ts';
import { NewAuthorForm } from './NewAuthorForm.tsx';
import { SearchPicker, type PickedItem } from '../../../shared/ui/SearchPicker.tsx';

/** The byline: persons found by name, and "Add new author" for someone not yet on file. */
export function AuthorPicker({ value, onChange }: { value: PickedItem[]; onChange: (items: PickedItem[]) => void }) {
  const [adding, setAdding] = useState(false);
  // Persons are created with createPerson; the engine decides who may (manage_contracts, ADR 57).
  const mayAdd = useHasPermission(['manage_contracts', 'manage_content']);
  return (
    <div className="author-picker">
      <SearchPicker label="Authors" search={searchAuthors} value={value} onChange={onChange} />
      {mayAdd &&
        (adding ? (
          <NewAuthorForm
            create={createAuthor}
            onCreated={(author) => {
              onChange([...value, author]);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <button type="button" className="secondary" onClick={() => setAdding(true)}>
            Add new author
          </button>
        ))}
    </div>
  );
}
