import { Controller, type Control } from 'react-hook-form';
import type { ContentType } from '../../../../content-engine/shared/content-types.ts';
import { getOverrideLayouts } from '../api/get-override-layouts.ts';
import type { ContentFormValues } from './content-form-values.ts';
import { useChoices } from './use-choices.ts';

/** The content-override layout the item's page uses instead of its type's (the site's layouts for its type). */
export function LayoutSelect({ control, type }: { control: Control<ContentFormValues>; type: ContentType }) {
  const layouts = useChoices(type, () => getOverrideLayouts(type));
  return (
    <Controller
      control={control}
      name="layoutId"
      render={({ field }) => (
        <div className="field">
          <label htmlFor="layout-override">Layout</label>
          <select id="layout-override" {...field}>
            <option value="">The {type} layout (default)</option>
            {layouts.map((layout) => (
              <option key={layout.id} value={String(layout.id)}>
                {layout.name}
              </option>
            ))}
            {field.value && !layouts.some((l) => String(l.id) === field.value) && (
              <option value={field.value}>Layout {field.value}</option>
            )}
          </select>
          <small>Content-override layouts made for this type.</small>
        </div>
      )}
    />
  );
}
