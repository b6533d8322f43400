import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { scheduleOptions } from '../../../../content-engine/shared/enums.ts';
import type { SectionOption } from '../section-options.ts';
import type { ContentFormValues } from './content-form-values.ts';

/** Website schedules: section, option and start/end days (stored as the end of the business day, central time). */
export function SchedulesField({
  control,
  register,
  sections,
  errors,
}: {
  control: Control<ContentFormValues>;
  register: UseFormRegister<ContentFormValues>;
  sections: SectionOption[];
  errors?: FieldErrors<ContentFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'schedules' });
  return (
    <fieldset className="schedules">
      <legend>Website schedules</legend>
      <p className="hint">Dates are stored as the end of the business day (5:00 PM central time).</p>
      {fields.map((field, index) => (
        <div key={field.id} className="schedule-row">
          <div className="field">
            <label htmlFor={`schedule-${index}-section`}>Section</label>
            <select
              id={`schedule-${index}-section`}
              aria-invalid={errors?.schedules?.[index]?.sectionId ? true : undefined}
              {...register(`schedules.${index}.sectionId`, {
                validate: (value, all) => scheduleProblem(all.schedules, index) ?? (!!value || 'Field is required'),
              })}
            >
              <option value="">Choose a section</option>
              {sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.fullName || section.name}
                </option>
              ))}
            </select>
            <FieldError message={errors?.schedules?.[index]?.sectionId?.message} />
          </div>
          <div className="field">
            <label htmlFor={`schedule-${index}-option`}>Option</label>
            <select id={`schedule-${index}-option`} {...register(`schedules.${index}.option`)}>
              {scheduleOptions.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`schedule-${index}-start`}>Start</label>
            <input id={`schedule-${index}-start`} type="date" {...register(`schedules.${index}.startDay`)} />
          </div>
          <div className="field">
            <label htmlFor={`schedule-${index}-end`}>End</label>
            <input
              id={`schedule-${index}-end`}
              type="date"
              aria-invalid={errors?.schedules?.[index]?.endDay ? true : undefined}
              {...register(`schedules.${index}.endDay`, {
                validate: (end, all) => {
                  const start = all.schedules[index]?.startDay;
                  return !end || !start || end > start || 'The end must be after the start.';
                },
              })}
            />
            <FieldError message={errors?.schedules?.[index]?.endDay?.message} />
          </div>
          <button type="button" className="secondary" onClick={() => remove(index)}>
            Remove schedule {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => append({ sectionId: '', option: 'Standard', startDay: '', endDay: '' })}
      >
        Add a schedule
      </button>
    </fieldset>
  );
}

/** A second row for the same section and option (the engine lists an item once per both). */
function scheduleProblem(rows: ContentFormValues['schedules'], index: number): string | null {
  const row = rows[index];
  if (!row?.sectionId) return null;
  const first = rows.findIndex((other) => other.sectionId === row.sectionId && other.option === row.option);
  return first < index ? 'This section is already scheduled with this option.' : null;
}

function FieldError({ message }: { message?: string }) {
  return message ? (
    <span className="field-error" role="alert">
      {message}
    </span>
  ) : null;
}
