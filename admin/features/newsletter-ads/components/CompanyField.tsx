import { useEffect, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { searchCompanies, type CompanyChoice } from '../../../shared/api/search-companies.ts';
import { getCompanyName } from '../api/get-company-name.ts';
import { useDebouncedSearch } from '../../../shared/ui/use-debounced-search.ts';

/** The advertiser as an existing Company item, found by name. */
export function CompanyField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: FieldError;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [name, setName] = useState<string | null>(null);
  const { matches, status } = useDebouncedSearch<CompanyChoice>(text, searchCompanies);
  useEffect(() => {
    if (value === null) return setName(null);
    let current = true;
    getCompanyName(value).then(
      (found) => current && setName(found ?? `Company ${value}`),
      () => current && setName(`Company ${value}`),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div className="field picker">
      <label htmlFor={id}>Company</label>
      {value !== null && (
        <p className="picked-company">
          {name ?? '…'}{' '}
          <button type="button" className="secondary" onClick={() => onChange(null)}>
            Remove company
          </button>
        </p>
      )}
      <input
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search companies…"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </span>
      )}
      {matches.length > 0 ? (
        <ul className="picker-matches" aria-label="Company matches">
          {matches.map((company) => (
            <li key={company.id}>
              <button
                type="button"
                onClick={() => {
                  setName(company.name);
                  onChange(company.id);
                  setText('');
                }}
              >
                {company.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        status && <small role="status">{status}</small>
      )}
    </div>
  );
}
