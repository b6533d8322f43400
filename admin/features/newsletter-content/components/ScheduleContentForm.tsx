import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { campaignDaySchema } from '../../../../content-engine/shared/newsletters/campaign-schema.ts';
import { newsletterTemplatePayloadSchema } from '../../../../content-engine/shared/newsletters/template-schema.ts';
import { SelectField } from '../../../shared/ui/forms/FormFields.tsx';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { zodFormResolver } from '../../../shared/ui/forms/zod-form-resolver.ts';
import { useDebouncedSearch } from '../../../shared/ui/use-debounced-search.ts';
import { scheduleContent } from '../api/schedule-content.ts';
import { searchContent, type ContentChoice } from '../api/search-content.ts';

const scheduleSchema = z.object({
  item: z
    .object({ id: z.number().int().positive(), label: z.string() }, { error: 'Choose an item' })
    .nullable()
    .refine((item) => item !== null, 'Choose an item'),
  templateId: z.number().int().positive({ error: 'Field is required' }),
  blockKey: z.string(),
  date: campaignDaySchema,
});
interface Values {
  item: ContentChoice | null;
  templateId: number;
  blockKey: string;
  date: string;
}
const fields: Record<string, string> = {
  contentId: 'item',
  templateId: 'templateId',
  blockKey: 'blockKey',
  date: 'date',
};

/** Schedules a published item to a newsletter template — one of its content blocks or any — for a day. */
export function ScheduleContentForm({
  templates,
  today,
  onScheduled,
}: {
  templates: readonly { id: number; name: string; payload?: unknown }[];
  today: string;
  onScheduled: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodFormResolver(scheduleSchema),
    defaultValues: { item: null, templateId: 0, blockKey: '', date: today },
  });
  const { register, control, watch, reset, formState } = form;
  const templateId = watch('templateId');
  const parsed = newsletterTemplatePayloadSchema.safeParse(templates.find((t) => t.id === templateId)?.payload);
  const blocks = parsed.success ? parsed.data.blocks.filter((b) => b.type === 'content_list') : [];

  const save = form.handleSubmit(async ({ item, blockKey, ...values }) => {
    try {
      await scheduleContent({ ...values, contentId: item!.id, blockKey: blockKey || null });
      notify.success(`Scheduled ${item!.label} for ${values.date}.`);
      reset({ item: null, templateId: values.templateId, blockKey, date: values.date });
      onScheduled();
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => fields[path] ?? null });
    }
  });

  return (
    <form className="content-form" aria-label="Schedule an item" noValidate onSubmit={(event) => void save(event)}>
      <h2>Schedule an item</h2>
      <Controller
        control={control}
        name="item"
        render={({ field, fieldState }) => (
          <ItemField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <SelectField
        label="Template"
        registration={register('templateId', { setValueAs: (v) => Number(v) || 0 })}
        options={[
          { value: '0', label: 'Choose a template' },
          ...templates.map((t) => ({ value: String(t.id), label: t.name })),
        ]}
        error={formState.errors.templateId}
      />
      <SelectField
        label="Block"
        registration={register('blockKey')}
        options={[
          { value: '', label: 'Any content block' },
          ...blocks.map((b) => ({ value: b.key, label: b.title || b.key })),
        ]}
        error={formState.errors.blockKey}
      />
      <TextField label="Date" type="date" registration={register('date')} error={formState.errors.date} />
      <div className="editor-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Schedule
        </button>
      </div>
    </form>
  );
}

function ItemField({
  value,
  onChange,
  error,
}: {
  value: ContentChoice | null;
  onChange: (item: ContentChoice | null) => void;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const { matches, status } = useDebouncedSearch(text, searchContent);
  return (
    <div className="field picker">
      <label htmlFor={id}>Item</label>
      {value && (
        <p>
          {value.label}{' '}
          <button type="button" className="secondary" onClick={() => onChange(null)}>
            Clear item
          </button>
        </p>
      )}
      <input
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search published content by name or id…"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
      {matches.length > 0 ? (
        <ul className="picker-matches" aria-label="Item matches">
          {matches.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(item);
                  setText('');
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        status && <small role="status">{status}</small>
      )}
    </div>
  );
}
