import { useId, useState } from 'react';
import { useTaxonomyMatches } from './api/match-taxonomy-stream.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { parentMatchInput, type TaxonomyTerm, type TaxonomyType } from './api/taxonomy-inputs.ts';

interface ParentPickerProps {
  type: TaxonomyType;
  /** The term being edited: never offered as its own parent. */
  selfId: number | null;
  value: number | null;
  /** The current parent, so it is listed before any search. */
  current: Pick<TaxonomyTerm, 'id' | 'fullName'> | null;
  onChange: (parentId: number | null) => void;
}

/** Searches terms of the same type (matchTaxonomyStream) and picks one as the parent, or none. */
export function ParentPicker({ type, selfId, value, current, onChange }: ParentPickerProps) {
  const id = useId();
  const [phrase, setPhrase] = useState('');
  const settled = useDebouncedValue(phrase);
  const { data } = useTaxonomyMatches(parentMatchInput({ type, phrase: settled, excludeId: selfId }));
  const matches = data?.matchTaxonomyStream.edges.map((edge) => edge.node) ?? [];
  const options = current && !matches.some((m) => m.id === current.id) ? [current, ...matches] : matches;
  return (
    <fieldset className="field parent-picker">
      <legend>Parent</legend>
      <label htmlFor={`${id}-search`}>Search parent terms</label>
      <input id={`${id}-search`} type="search" value={phrase} onChange={(event) => setPhrase(event.target.value)} />
      <label htmlFor={`${id}-select`}>Parent term</label>
      <select
        id={`${id}-select`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">None (top level)</option>
        {options.map((term) => (
          <option key={term.id} value={term.id}>
            {term.fullName}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
