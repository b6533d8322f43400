import type { ReactNode } from 'react';

/*
 * The filter panel of a list screen (content, layouts, taxonomy, redirects…): a search form of
 * labelled fields that filters as they change — nothing to submit — so Enter never reloads.
 */

/** The panel's form, named for screen readers ("Filter layouts"). */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form className="filters" role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

interface FilterTextProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'text' | 'date';
}

/** A text filter: the search box (debounced by its page) or a narrower text match such as an alias. */
export function FilterText({ id, label, value, onChange, placeholder, type = 'search' }: FilterTextProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export interface FilterOption {
  value: string | number;
  label: string;
}

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  /** The first option, which filters nothing ('Any type'); left out when every option is a real choice. */
  anyLabel?: string;
  options: readonly FilterOption[];
}

/** A select filter; its value is the option's value as text ('' for the "any" option). */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
}: FilterSelectProps<Value>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
