import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PublishStatusPanel } from '../../shared/publish-status/PublishStatusPanel.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { required } from '../../shared/ui/forms/required.ts';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { deleteAdUnitPattern } from './api/delete-ad-unit-pattern.ts';
import { getAdUnitBuildJobs } from './api/get-ad-unit-build-jobs.ts';
import { useAdUnitPattern } from './api/get-ad-unit-pattern.ts';
import { saveAdUnitPattern } from './api/save-ad-unit-pattern.ts';
import { SizeMappingField } from './components/SizeMappingField.tsx';
import './ad-units.css';
import {
  adUnitTypeOptions,
  pageTypeOptions,
  patternFieldOf,
  patternFormValues,
  patternInput,
  type PatternFormValues,
} from './pattern-form-values.ts';

/** /admin/create-ad-unit-pattern and /admin/edit-ad-unit-pattern/:id (manage_ad_unit_patterns). */
export default function AdUnitPatternFormPage() {
  return (
    <RequirePermission permissions={['manage_ad_unit_patterns']}>
      <AdUnitPatternForm />
    </RequirePermission>
  );
}

function AdUnitPatternForm() {
  const id = Number(useParams().id) || null;
  const navigate = useNavigate();
  const ids = { type: useId(), exclude: useId() };
  const loaded = useAdUnitPattern(id);
  const pattern = loaded.data?.getAdUnitPattern ?? null;
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const form = useForm<PatternFormValues>({ defaultValues: patternFormValues(null) });
  const { register, handleSubmit, reset, formState, control } = form;
  const mapping = useFieldArray({ control, name: 'sizeMapping' });
  useEffect(() => reset(patternFormValues(pattern)), [pattern, reset]);

  const save = handleSubmit(async (values) => {
    try {
      const saved = await saveAdUnitPattern({ id, input: patternInput(values) });
      notify.success(`Saved “${saved.name}”.`);
      if (id === null) return void navigate(`/edit-ad-unit-pattern/${saved.id}`, { replace: true });
      setSavedAt(saved.updated ?? null);
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: patternFieldOf });
    }
  });
  const remove = async () => {
    if (!pattern || !window.confirm(`Delete the ad unit pattern “${pattern.name}”? Its slots leave the site's pages.`))
      return;
    try {
      await deleteAdUnitPattern(pattern.id);
      notify.success(`Deleted “${pattern.name}”.`);
      void navigate('/ad-unit-patterns');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  if (id !== null && loaded.loading)
    return (
      <PageWrapper title="Edit ad unit pattern">
        <p role="status">Loading…</p>
      </PageWrapper>
    );
  const errors = formState.errors;
  return (
    <PageWrapper title={id === null ? 'Create ad unit pattern' : `Edit ad unit pattern: ${pattern?.name ?? ''}`}>
      <form className="ad-unit-form" noValidate onSubmit={(event) => void save(event)}>
        <TextField label="Name" registration={register('name', required)} error={errors.name} />
        <TextField
          label="Key"
          registration={register('key', required)}
          error={errors.key}
          hint="The slot path's last part, and what a layout's ad unit block names: letters, digits, - and _."
        />
        <div className="field">
          <label htmlFor={ids.type}>Type</label>
          <select
            id={ids.type}
            {...register('type', required)}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? `${ids.type}-error` : undefined}
          >
            <option value="">Choose a type</option>
            {adUnitTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errors.type && (
            <span id={`${ids.type}-error`} className="field-error" role="alert">
              {errors.type.message}
            </span>
          )}
        </div>
        <TextField
          label="Size"
          registration={register('size')}
          error={errors.size}
          hint="WxH, like 300x250; 1x1 for out-of-page units."
        />
        <SizeMappingField fields={mapping} register={register} errors={errors.sizeMapping} />
        <TextField
          label="Refresh rate (seconds)"
          type="number"
          min={0}
          max={3600}
          registration={register('refreshRate')}
          error={errors.refreshRate}
          hint="0 never refreshes; otherwise 30 to 3600. Refreshes only while more than 75% is in view."
        />
        <div className="field ad-units-checkbox">
          <label>
            <input type="checkbox" {...register('useSectionAlias')} /> Put the page's section in the slot path
          </label>
        </div>
        <fieldset className="field" aria-describedby={errors.excludePageTypes ? `${ids.exclude}-error` : undefined}>
          <legend>Excluded page types</legend>
          {pageTypeOptions.map((type) => (
            <label key={type} className="ad-units-checkbox">
              <input type="checkbox" value={type} {...register('excludePageTypes')} /> {type}
            </label>
          ))}
          {errors.excludePageTypes && (
            <span id={`${ids.exclude}-error`} className="field-error" role="alert">
              {errors.excludePageTypes.message}
            </span>
          )}
        </fieldset>
        <TextField
          label="Target element id"
          registration={register('targetId')}
          error={errors.targetId}
          hint="Blank for the default."
        />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
          {pattern && (
            <button type="button" className="danger" onClick={() => void remove()}>
              Delete
            </button>
          )}
        </div>
      </form>
      {savedAt && <PublishStatusPanel key={savedAt} fetchJobs={getAdUnitBuildJobs} savedAt={savedAt} />}
    </PageWrapper>
  );
}
