import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { FieldSetShell } from './FieldShell.tsx';
import { errorOf, type FieldProps } from './field-props.ts';

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The swatch palette: the colours every colour field offers; add by hex, remove by swatch. */
export function PaletteField({ form, spec }: FieldProps<'palette'>) {
  const id = useId();
  const { field } = useController({ control: form.control, name: spec.name });
  const colors = (field.value as string[] | undefined) ?? [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const color = draft.trim();
    if (!hex.test(color)) return setProblem('Must be a hex colour such as #1a2b3c');
    setProblem(null);
    setDraft('');
    if (!colors.some((c) => c.toLowerCase() === color.toLowerCase())) field.onChange([...colors, color]);
  };
  const error = problem ?? errorOf(form, spec.name);
  return (
    <FieldSetShell id={id} label={spec.label} hint={spec.hint} error={error}>
      <ul className="swatches palette">
        {colors.map((color) => (
          <li key={color}>
            <span className="swatch" style={{ background: color }} aria-hidden="true" /> {color}{' '}
            <button
              type="button"
              aria-label={`Remove ${color} from the palette`}
              onClick={() => field.onChange(colors.filter((c) => c !== color))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="palette-add">
        <label htmlFor={id}>Add a colour</label>
        <input
          id={id}
          type="text"
          placeholder="#1a2b3c"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" onClick={add}>
          Add
        </button>
      </div>
    </FieldSetShell>
  );
}
