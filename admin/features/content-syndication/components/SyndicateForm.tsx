import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { useSyndicationSites } from '../api/get-syndication-sites.ts';
import { syndicateContent } from '../api/syndicate-content.ts';
import {
  emptySyndicateForm,
  fieldOfProblem,
  syndicateInput,
  type SyndicateFormValues,
} from '../syndication-form-values.ts';
import { ItemChooser } from './ItemChooser.tsx';
import { ItemSyndications } from './ItemSyndications.tsx';
import { SectionsChooser } from './SectionsChooser.tsx';

const required = 'Field is required';

/** Chooses an item of this site, another site and its sections, and shows the item there. */
export function SyndicateForm({ onSyndicated }: { onSyndicated: () => void }) {
  const form = useForm<SyndicateFormValues>({ defaultValues: emptySyndicateForm() });
  const { register, control, handleSubmit, watch, formState, reset } = form;
  const [item, setItem] = useState<{ id: number; name: string } | null>(null);
  // Bumped by each syndication, so the item's list of sites reloads.
  const [version, setVersion] = useState(0);
  const { data } = useSyndicationSites();
  const sites = data?.getSyndicationSites ?? [];
  const site = sites.find((s) => s.key === watch('siteKey'));

  const submit = handleSubmit(async (values) => {
    try {
      const result = await syndicateContent(syndicateInput(values));
      notify.success(`"${result.copyName}" now shows on ${result.siteName}.`);
      reset({ ...emptySyndicateForm(), contentId: values.contentId });
      setVersion(version + 1);
      onSyndicated();
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: fieldOfProblem });
    }
  });

  if (data && sites.length === 0)
    return <p>You may use no other site: syndication shows an item of this site on another site you edit.</p>;
  return (
    <form className="form" aria-label="Syndicate an item" onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={control}
        name="contentId"
        rules={{ validate: (id) => (id ? true : required) }}
        render={({ field, fieldState }) => (
          <ItemChooser
            value={item}
            error={fieldState.error?.message}
            onChange={(chosen) => {
              setItem(chosen);
              field.onChange(chosen?.id ?? null);
            }}
          />
        )}
      />
      {item && <ItemSyndications key={`${item.id}-${version}`} contentId={item.id} onChange={onSyndicated} />}
      <div className="field">
        <label htmlFor="syndicate-site">Show it on</label>
        <select
          id="syndicate-site"
          {...register('siteKey', { required, onChange: () => form.setValue('sections', []) })}
          aria-invalid={formState.errors.siteKey ? true : undefined}
          aria-describedby={formState.errors.siteKey ? 'syndicate-site-error' : undefined}
        >
          <option value="">Choose a site</option>
          {sites.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
        </select>
        {formState.errors.siteKey && (
          <span id="syndicate-site-error" className="field-error" role="alert">
            {formState.errors.siteKey.message}
          </span>
        )}
      </div>
      <Controller
        control={control}
        name="sections"
        rules={{ validate: (list) => (list.length ? true : 'Choose at least one section of the other site.') }}
        render={({ field, fieldState }) => (
          <SectionsChooser
            site={site}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Show from (optional)"
        type="datetime-local"
        registration={register('startDate')}
        error={formState.errors.startDate}
        hint="Default: when the item is published."
      />
      <TextField
        label="Show until (optional)"
        type="datetime-local"
        registration={register('endDate')}
        error={formState.errors.endDate}
      />
      <button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Syndicating…' : 'Syndicate'}
      </button>
    </form>
  );
}
