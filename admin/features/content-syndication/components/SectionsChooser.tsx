import { useId, useState } from 'react';
import { scheduleOptions, type ScheduleOption } from '../../../../content-engine/shared/enums.ts';
import type { SyndicationSite } from '../api/get-syndication-sites.ts';

type Chosen = { sectionId: number; option: ScheduleOption };

interface SectionsChooserProps {
  site: SyndicationSite | undefined;
  value: Chosen[];
  onChange: (sections: Chosen[]) => void;
  error?: string;
}

/** The other site's sections the copy shows in, each with its schedule option; the first is its primary section. */
export function SectionsChooser({ site, value, onChange, error }: SectionsChooserProps) {
  const id = useId();
  const [sectionId, setSectionId] = useState('');
  const [option, setOption] = useState<ScheduleOption>('Standard');
  const nameOf = (sid: number) => site?.sections.find((s) => s.id === sid)?.fullName ?? `Section ${sid}`;
  const taken = new Set(value.map((chosen) => `${chosen.sectionId}|${chosen.option}`));
  const add = () => {
    const chosen = { sectionId: Number(sectionId), option };
    if (!chosen.sectionId || taken.has(`${chosen.sectionId}|${option}`)) return;
    onChange([...value, chosen]);
    setSectionId('');
  };
  return (
    <fieldset className="field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Sections of {site?.name ?? 'the other site'}</legend>
      {value.length > 0 && (
        <ul className="chosen-list">
          {value.map((chosen, index) => (
            <li key={`${chosen.sectionId}|${chosen.option}`}>
              {nameOf(chosen.sectionId)} — {chosen.option}
              {index === 0 && ' (primary)'}{' '}
              <button type="button" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> {nameOf(chosen.sectionId)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="inline-fields">
        <label htmlFor={`${id}-section`}>Section</label>
        <select
          id={`${id}-section`}
          value={sectionId}
          disabled={!site}
          onChange={(event) => setSectionId(event.target.value)}
        >
          <option value="">{site ? 'Choose a section' : 'Choose a site first'}</option>
          {site?.sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.fullName}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-option`}>Option</label>
        <select
          id={`${id}-option`}
          value={option}
          onChange={(event) => setOption(event.target.value as ScheduleOption)}
        >
          {scheduleOptions.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <button type="button" onClick={add} disabled={!sectionId}>
          Add section
        </button>
      </div>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
