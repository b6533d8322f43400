import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { newsletterAdPositionRange } from '../../../../content-engine/shared/newsletters/constants.ts';
import { SelectField } from '../../../shared/ui/forms/FormFields.tsx';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { emptySchedule, type AdFormValues } from './ad-form-values.ts';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });

/** The ad's schedules: which template shows it, from when to when, at which position; rows added and removed. */
export function ScheduleRows({
  form,
  templates,
}: {
  form: UseFormReturn<AdFormValues>;
  templates: readonly { id: number; name: string }[];
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'schedules' });
  const { register, formState } = form;
  const errors = formState.errors.schedules;
  const templateOptions = [
    { value: '0', label: 'Choose a template' },
    ...templates.map((t) => ({ value: String(t.id), label: t.name })),
  ];
  const { min, max } = newsletterAdPositionRange;
  return (
    <fieldset className="ad-schedules">
      <legend>Schedule</legend>
      {fields.length === 0 && <p>Not scheduled: the ad shows in no newsletter.</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="ad-schedule-row">
          <legend>Schedule {index + 1}</legend>
          <SelectField
            label="Template"
            registration={register(`schedules.${index}.templateId`, { setValueAs: (v) => Number(v) || 0 })}
            options={templateOptions}
            error={errors?.[index]?.templateId}
          />
          <TextField
            label="Start date"
            type="date"
            registration={register(`schedules.${index}.startDate`)}
            error={errors?.[index]?.startDate}
          />
          <TextField
            label="End date"
            type="date"
            registration={register(`schedules.${index}.endDate`)}
            error={errors?.[index]?.endDate}
          />
          <TextField
            label="Position"
            type="number"
            min={min}
            max={max}
            registration={register(`schedules.${index}.position`, { valueAsNumber: true })}
            error={errors?.[index]?.position}
            hint={`${min}–${max}: the ad blocks of that position show it.`}
          />
          <TextField
            label="Order id"
            registration={register(`schedules.${index}.orderId`)}
            error={errors?.[index]?.orderId}
          />
          <TextField
            label="Line item id"
            registration={register(`schedules.${index}.lineItemId`)}
            error={errors?.[index]?.lineItemId}
          />
          <button type="button" className="danger" onClick={() => remove(index)}>
            Remove schedule {index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" className="secondary" onClick={() => append(emptySchedule(templates[0]?.id ?? 0, today()))}>
        Add schedule
      </button>
    </fieldset>
  );
}
