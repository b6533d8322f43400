import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import type { PatternFormValues } from '../pattern-form-values.ts';

interface SizeMappingFieldProps {
  fields: UseFieldArrayReturn<PatternFormValues, 'sizeMapping'>;
  register: UseFormRegister<PatternFormValues>;
  errors?: FieldErrors<PatternFormValues>['sizeMapping'];
}

/** The size mapping: per minimum viewport, the sizes offered there (GPT's sizeMapping); saved widest first. */
export function SizeMappingField({ fields, register, errors }: SizeMappingFieldProps) {
  return (
    <fieldset className="field size-mapping">
      <legend>Size mapping</legend>
      <small>From a viewport of at least WxH (0x0 is any screen), the sizes offered there; none shows no ad.</small>
      {fields.fields.map((entry, index) => {
        const problems = errors?.[index];
        return (
          <div key={entry.id} className="size-mapping-row">
            <label>
              Viewport {index + 1}
              <input
                {...register(`sizeMapping.${index}.viewport`)}
                placeholder="980x0"
                aria-invalid={problems?.viewport ? true : undefined}
              />
            </label>
            <label>
              Sizes for viewport {index + 1}
              <input
                {...register(`sizeMapping.${index}.sizes`)}
                placeholder="970x90, 728x90"
                aria-invalid={problems?.sizes ? true : undefined}
              />
            </label>
            <button type="button" className="secondary" onClick={() => fields.remove(index)}>
              Remove viewport {index + 1}
            </button>
            {(problems?.viewport ?? problems?.sizes) && (
              <span className="field-error" role="alert">
                {problems?.viewport?.message ?? problems?.sizes?.message}
              </span>
            )}
          </div>
        );
      })}
      <button type="button" className="secondary" onClick={() => fields.append({ viewport: '', sizes: '' })}>
        Add viewport
      </button>
      {errors?.root?.message && (
        <span className="field-error" role="alert">
          {errors.root.message}
        </span>
      )}
    </fieldset>
  );
}
