import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import { chicagoDateTimeLabel, eventDateTime } from './event-dates.ts';
import type { FieldGroupProps } from './form-types.ts';

/** When an event or webinar starts and ends: days and optional times on the Chicago clock. */
export function EventDatesFields({ register, errors, watch, label }: FieldGroupProps & { label: string }) {
  const [startDay, startTime, endDay, endTime] = watch(['startDay', 'startTime', 'endDay', 'endTime']);
  const preview = (day: string, time: string, edge: 'start' | 'end') => {
    try {
      const at = eventDateTime(day, time, edge);
      return at ? chicagoDateTimeLabel(at) : '';
    } catch {
      return '';
    }
  };
  const ends = preview(endDay, endTime, 'end');
  const endRule = {
    validate: () => {
      try {
        const start = eventDateTime(startDay, startTime, 'start');
        const end = eventDateTime(endDay, endTime, 'end');
        return start === null || end === null || end >= start || 'Must not be before the start';
      } catch {
        return true;
      }
    },
  };
  return (
    <div className="field-group" role="group" aria-label={`${label} dates`}>
      <p className="hint">
        Times are Chicago time (America/Chicago). An end date without a time ends at 5:00 PM, the end of the business
        day.
      </p>
      <div className="field-row">
        <TextField label="Start date" type="date" registration={register('startDay')} error={errors.startDay} />
        <TextField label="Start time" type="time" registration={register('startTime')} hint="Optional" />
      </div>
      <div className="field-row">
        <TextField label="End date" type="date" registration={register('endDay', endRule)} error={errors.endDay} />
        <TextField label="End time" type="time" registration={register('endTime')} hint="Optional" />
      </div>
      {(startDay || endDay) && (
        <p className="event-dates-preview" role="status">
          {startDay && <>Starts {preview(startDay, startTime, 'start')}. </>}
          {ends && <>Ends {ends}.</>}
        </p>
      )}
    </div>
  );
}
