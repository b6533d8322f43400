import { useId } from 'react';
import { useWebsiteSectionsHierarchy } from '../../../shared/api/website-sections-hierarchy.ts';
import { FieldShell, describedBy } from './FieldShell.tsx';
import { errorOf, type FieldProps } from './field-props.ts';

/** One website section, or several, from the site's sections (getWebsiteSectionsHierarchy). */
export function SectionField({ form, spec }: FieldProps<'section'>) {
  const id = useId();
  const error = errorOf(form, spec.name);
  const sections = useWebsiteSectionsHierarchy({}).data?.getWebsiteSectionsHierarchy ?? [];
  const hint = spec.multiple ? 'Hold Ctrl or Cmd to choose several.' : spec.hint;
  return (
    <FieldShell id={id} label={spec.label} hint={hint} error={error}>
      <select
        id={id}
        multiple={spec.multiple}
        size={spec.multiple ? 8 : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...form.register(spec.name)}
      >
        {!spec.multiple && <option value="">None</option>}
        {sections.map((section) => (
          <option key={section.id} value={String(section.id)}>
            {section.fullName || section.name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
