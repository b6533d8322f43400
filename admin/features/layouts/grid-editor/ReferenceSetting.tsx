import { useId } from 'react';
import { useCachedRequest } from './api/use-cached-request.ts';
import {
  loadAdUnitChoices,
  loadIssueChoices,
  loadPublicationChoices,
  loadSectionChoices,
} from './api/reference-choices.ts';
import { ContentIdsSetting } from './ContentIdsSetting.tsx';
import { FieldProblem } from './FieldProblem.tsx';
import { problemOf, type Option, type Reference } from './schema-fields.ts';
import { describedBy, type FieldOf, type SettingControlProps } from './setting-control-props.ts';

const loaders: Record<Exclude<Reference, 'content'>, () => Promise<Option[]>> = {
  section: loadSectionChoices,
  adUnit: loadAdUnitChoices,
  publication: loadPublicationChoices,
  issue: loadIssueChoices,
};

/** The page's own section (its primary section on content pages). */
const currentSection: Option = { value: 'current', label: "Current section (the page's own)" };

/** A setting naming engine data: a select loaded from the engine, or the content search for hand-picked items. */
export function ReferenceSetting(props: SettingControlProps<FieldOf<'reference'>>) {
  if (props.field.reference === 'content') return <ContentIdsSetting {...props} />;
  return <ReferenceSelect {...props} reference={props.field.reference} />;
}

function ReferenceSelect({
  field,
  value,
  onChange,
  readOnly,
  reference,
}: SettingControlProps<FieldOf<'reference'>> & { reference: Exclude<Reference, 'content'> }) {
  const id = useId();
  const { data, error } = useCachedRequest(`choices:${reference}`, loaders[reference]);
  const options = [...(reference === 'section' ? [currentSection] : []), ...(data ?? [])];
  const current = value === undefined || value === null ? '' : String(value);
  // A stored choice the engine no longer lists stays visible (and is kept until changed).
  if (current && data && !options.some((option) => option.value === current))
    options.push({ value: current, label: `${current} (not found)` });
  const problem = problemOf(field, value) ?? (error ? `The choices could not be loaded: ${error}` : null);
  // Ad units are named by key; sections, publications and issues by id ('current' aside).
  const stored = (chosen: string) =>
    chosen === '' ? undefined : reference === 'adUnit' || chosen === 'current' ? chosen : Number(chosen);
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => onChange(stored(event.target.value))}
        disabled={readOnly}
        aria-busy={data === null && !error ? true : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem)}
      >
        <option value="">{data === null && !error ? 'Loading…' : 'None'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldProblem id={id} problem={problem} />
    </div>
  );
}
