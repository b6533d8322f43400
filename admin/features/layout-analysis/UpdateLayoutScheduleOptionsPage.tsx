import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { scheduleOptions } from '../../../content-engine/shared/enums.ts';
import { required } from '../../shared/ui/forms/required.ts';
import { fieldErrorsOf } from './field-errors.ts';
import {
  getLayoutScheduleOptionChanges,
  type ScheduleOptionChanges,
} from './api/get-layout-schedule-option-changes.ts';
import { replaceLayoutScheduleOptions } from './api/replace-layout-schedule-options.ts';
import { DevToolPage } from './components/DevToolPage.tsx';
import { ScheduleChangesTable } from './components/ScheduleChangesTable.tsx';
import { SiteSelect } from './components/SiteSelect.tsx';

interface Values {
  from: string;
  to: string;
  site: string;
}

type Step =
  | { kind: 'form' }
  | { kind: 'preview'; input: Values; result: ScheduleOptionChanges }
  | { kind: 'applied'; input: Values; result: ScheduleOptionChanges }
  | { kind: 'undone'; count: number };

const sitesOf = (values: Values) => (values.site ? [values.site] : null);
const blocks = (n: number) => `${n} ${n === 1 ? 'block' : 'blocks'}`;

/**
 * /admin/update-layout-schedule-options: find the blocks whose population.scheduleOption is one
 * value, preview them, replace it in one go (manage_site_layouts), and undo that.
 */
export default function UpdateLayoutScheduleOptionsPage() {
  const form = useForm<Values>({ defaultValues: { from: '', to: '', site: '' } });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const { errors } = form.formState;
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const fields = fieldErrorsOf(message, ['from', 'to'] as const);
    for (const { field, message: text } of fields) form.setError(field, { message: text });
    if (!fields.length) notify.error(message);
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const preview = form.handleSubmit((values) =>
    run(async () => {
      const result = await getLayoutScheduleOptionChanges({ from: values.from, to: values.to, sites: sitesOf(values) });
      setStep({ kind: 'preview', input: values, result });
    }),
  );
  const apply = (input: Values) =>
    run(async () => {
      const result = await replaceLayoutScheduleOptions({ from: input.from, to: input.to, sites: sitesOf(input) });
      notify.success(`Replaced ${input.from} with ${input.to} in ${blocks(result.changes.length)}.`);
      setStep({ kind: 'applied', input, result });
    });
  const undo = (input: Values, result: ScheduleOptionChanges) =>
    run(async () => {
      const undone = await replaceLayoutScheduleOptions({
        from: input.to,
        to: input.from,
        sites: sitesOf(input),
        blocks: result.changes.map(({ layoutId, blockId }) => ({ layoutId, blockId })),
      });
      notify.success(`Restored ${input.from} in ${blocks(undone.changes.length)}.`);
      setStep({ kind: 'undone', count: undone.changes.length });
    });
  const status =
    step.kind === 'preview'
      ? `${blocks(step.result.changes.length)} in ${step.result.layoutCount} layouts have ${step.input.from}`
      : step.kind === 'applied'
        ? `Replaced ${step.input.from} with ${step.input.to} in ${blocks(step.result.changes.length)}; their pages regenerate.`
        : step.kind === 'undone'
          ? `Undone: the previous value is back in ${blocks(step.count)}.`
          : 'Choose the schedule option to replace and its replacement, then preview.';

  const select = (name: 'from' | 'to', label: string) => (
    <div className="field">
      <label htmlFor={`schedule-${name}`}>{label}</label>
      <select
        id={`schedule-${name}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `schedule-${name}-error` : undefined}
        {...form.register(name, {
          ...required,
          onChange: () => setStep({ kind: 'form' }),
          validate: (value: string, values: Values) =>
            required.validate(value) === true
              ? name === 'to' && value === values.from
                ? 'Choose a different schedule option'
                : true
              : required.validate(value),
        })}
      >
        <option value="">Choose…</option>
        {scheduleOptions.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      {errors[name] && (
        <p id={`schedule-${name}-error`} className="field-error">
          {errors[name].message}
        </p>
      )}
    </div>
  );

  const panel = (
    <form noValidate onSubmit={(event) => void preview(event)} className="analysis-filters">
      {select('from', 'Replace schedule option')}
      {select('to', 'With')}
      <SiteSelect
        value={form.watch('site')}
        onChange={(site) => (form.setValue('site', site), setStep({ kind: 'form' }))}
      />
      <button type="submit" className="primary" disabled={busy}>
        Preview changes
      </button>
    </form>
  );

  return (
    <DevToolPage title="Update Layout Schedule Options" panel={panel} status={status}>
      {step.kind === 'preview' && (
        <>
          {step.result.changes.length > 0 && (
            <div className="editor-actions">
              <button
                type="button"
                className="primary"
                disabled={busy || !step.result.mayApply}
                onClick={() => void apply(step.input)}
              >
                Apply to {blocks(step.result.changes.length)}
              </button>
              {!step.result.mayApply && <p className="hint">Applying needs the manage_site_layouts permission.</p>}
            </div>
          )}
          <ScheduleChangesTable changes={step.result.changes} caption="The blocks the replacement would change" />
        </>
      )}
      {step.kind === 'applied' && (
        <>
          <div className="editor-actions">
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => void undo(step.input, step.result)}
            >
              Undo
            </button>
          </div>
          <ScheduleChangesTable changes={step.result.changes} caption="The blocks the replacement changed" />
        </>
      )}
    </DevToolPage>
  );
}
