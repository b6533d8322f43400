import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { loadContentChoicesByIds, searchContentChoices } from './api/reference-choices.ts';
import { FieldProblem } from './FieldProblem.tsx';
import { problemOf, type Option } from './schema-fields.ts';
import { describedBy, type FieldOf, type SettingControlProps } from './setting-control-props.ts';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'number') : []);

/** Hand-picked content: chosen items in order (removable), found by a debounced search by name or id. */
export function ContentIdsSetting({ field, value, onChange, readOnly }: SettingControlProps<FieldOf<'reference'>>) {
  const id = useId();
  const ids = idsOf(value);
  const [names, setNames] = useState<Record<number, string>>({});
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text).trim();
  const [matches, setMatches] = useState<Option[] | null>(null);
  const missing = ids.filter((contentId) => !(contentId in names));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    let current = true;
    loadContentChoicesByIds(missingKey.split(',').map(Number)).then(
      (found) =>
        current && setNames((known) => ({ ...known, ...Object.fromEntries(found.map((o) => [o.value, o.label])) })),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [missingKey]);

  useEffect(() => {
    if (phrase.length < 2) return setMatches(null);
    let current = true;
    searchContentChoices(phrase).then(
      (found) => current && setMatches(found),
      () => current && setMatches([]),
    );
    return () => {
      current = false;
    };
  }, [phrase]);

  const choose = (option: Option) => {
    setNames((known) => ({ ...known, [option.value]: option.label }));
    onChange([...ids, Number(option.value)]);
    setText('');
    setMatches(null);
  };
  const problem = problemOf(field, value);
  const offered = (matches ?? []).filter((option) => !ids.includes(Number(option.value)));
  return (
    <div className="field picker">
      <label htmlFor={id}>{field.label}</label>
      {ids.length > 0 && (
        <ol className="chips" aria-label={`Chosen ${field.label.toLowerCase()}`}>
          {ids.map((contentId) => (
            <li key={contentId}>
              {names[contentId] ?? `Content ${contentId}`}
              {!readOnly && (
                <button
                  type="button"
                  aria-label={`Remove ${names[contentId] ?? `content ${contentId}`}`}
                  onClick={() => onChange(ids.filter((chosen) => chosen !== contentId))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search content by name or id…"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, problem)}
        />
      )}
      {offered.length > 0 ? (
        <ul className="picker-matches" aria-label={`${field.label} matches`}>
          {offered.map((option) => (
            <li key={option.value}>
              <button type="button" onClick={() => choose(option)}>
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        matches !== null && <small role="status">No matches.</small>
      )}
      <FieldProblem id={id} problem={problem} />
    </div>
  );
}
