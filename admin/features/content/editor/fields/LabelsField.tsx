import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $site } from '../../../../shared/shell/site-context.ts';

const split = (value: string) =>
  value
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);

/**
 * Labels: the site's content labels (site settings labels.content; the only ones its pages show)
 * as checkboxes, with any other stored label kept and marked.
 */
export function LabelsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const site = useStore($site);
  const configured = site?.contentLabels ?? ['Sponsored'];
  const chosen = split(value);
  const others = chosen.filter((label) => !configured.includes(label));
  const toggle = (label: string, on: boolean) =>
    onChange((on ? [...chosen, label] : chosen.filter((l) => l !== label)).join(', '));
  return (
    <fieldset className="labels-field">
      <legend>Labels</legend>
      {[...configured, ...others].map((label, index) => (
        <div className="field checkbox" key={label}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={chosen.includes(label)}
            onChange={(event) => toggle(label, event.target.checked)}
          />
          <label htmlFor={`${id}-${index}`}>
            {label}
            {others.includes(label) && ' (not a label of this site: not shown on its pages)'}
          </label>
        </div>
      ))}
      {configured.length === 0 && <small>This site has no content labels (Site settings, Labels).</small>}
    </fieldset>
  );
}
