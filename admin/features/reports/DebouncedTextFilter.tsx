import { useEffect, useState } from 'react';
import { FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';

interface DebouncedTextFilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A free-text report filter: the report follows what is typed once it settles (500 ms, spec admin §5). */
export function DebouncedTextFilter({ id, label, value, onChange }: DebouncedTextFilterProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text);
  useEffect(() => {
    if (settled !== value) onChange(settled);
  }, [settled]);
  return <FilterText id={id} label={label} type="text" value={text} onChange={setText} />;
}
