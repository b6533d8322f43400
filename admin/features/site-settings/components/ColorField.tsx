import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { contrastWarning } from '../contrast.ts';
import { FieldShell, describedBy } from './FieldShell.tsx';
import { errorOf, type FieldProps } from './field-props.ts';

/** A hex colour: a swatch of the site's palette (baseStyles.colorPalette) or typed, with a contrast warning. */
export function ColorField({ form, spec }: FieldProps<'color'>) {
  const id = useId();
  const error = errorOf(form, spec.name);
  const [value, palette, background] = useWatch({
    control: form.control,
    name: [spec.name, 'baseStyles.colorPalette', spec.contrastWith?.name ?? spec.name],
  }) as [string, string[] | undefined, string];
  const warning = spec.contrastWith
    ? contrastWarning(value ?? '', background || '#ffffff', spec.contrastWith.label)
    : null;
  const choose = (swatch: string) => form.setValue(spec.name, swatch, { shouldDirty: true, shouldValidate: false });
  return (
    <FieldShell id={id} label={spec.label} hint={spec.hint} error={error}>
      <div className="color-field">
        <span className="color-preview" style={{ background: value || 'transparent' }} aria-hidden="true" />
        <input
          id={id}
          type="text"
          placeholder="#1a2b3c"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [describedBy(id, { hint: spec.hint, error }), warning ? `${id}-contrast` : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          {...form.register(spec.name)}
        />
        <ul className="swatches" aria-label={`${spec.label}: palette`}>
          {(palette ?? []).map((swatch) => (
            <li key={swatch}>
              <button
                type="button"
                className="swatch"
                style={{ background: swatch }}
                aria-label={`Use ${swatch}`}
                aria-pressed={swatch.toLowerCase() === (value ?? '').toLowerCase()}
                onClick={() => choose(swatch)}
              />
            </li>
          ))}
        </ul>
      </div>
      {warning && (
        <small id={`${id}-contrast`} className="contrast-warning">
          ⚠ {warning}
        </small>
      )}
    </FieldShell>
  );
}
