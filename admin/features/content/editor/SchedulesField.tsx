import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { scheduleOptions } from '../../../../content-engine/shared/enums.ts';
import type { SectionOption } from '../section-options.ts';
import type { ContentFormValues } from './content-form-values.ts';

/** Website schedules: section, option and start/end days (stored as the end of the business day, central time). */
export function SchedulesField({
  control,
  register,
  sections,
}: {
  control: Control<ContentFormValues>;
  register: UseFormRegister<ContentFormValues>;
  sections: SectionOption[];
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
            <select id={`schedule-${index}-section`} {...register(`schedules.${index}.sectionId`)}>
              <option value="">Choose a section</option>
              {sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.fullName || section.name}
                </option>
              ))}
            </select>
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
            <input id={`schedule-${index}-end`} type="date" {...register(`schedules.${index}.endDay`)} />
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
