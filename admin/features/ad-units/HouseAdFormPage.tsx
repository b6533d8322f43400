import { useEffect, useId } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { required } from '../../shared/ui/forms/required.ts';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { deleteHouseAd } from './api/delete-house-ad.ts';
import { useAdUnitPatterns } from './api/get-ad-unit-patterns.ts';
import { useHouseAd } from './api/get-house-ad.ts';
import { saveHouseAd } from './api/save-house-ad.ts';
import { HouseAdImageField } from './components/HouseAdImageField.tsx';
import { adUnitTypeOptions } from './pattern-form-values.ts';
import { houseAdFieldOf, houseAdFormValues, houseAdInput, type HouseAdFormValues } from './house-ad-form-values.ts';
import './ad-units.css';

/** /admin/create-house-ad and /admin/edit-house-ad/:id (manage_ad_unit_patterns). */
export default function HouseAdFormPage() {
  return (
    <RequirePermission permissions={['manage_ad_unit_patterns']}>
      <HouseAdForm />
    </RequirePermission>
  );
}

function HouseAdForm() {
  const id = Number(useParams().id) || null;
  const navigate = useNavigate();
  const unitId = useId();
  const typeId = useId();
  const loaded = useHouseAd(id);
  const ad = loaded.data?.getHouseAd ?? null;
  const patterns = useAdUnitPatterns({ input: { pagination: { limit: 1000 } } });
  const units = patterns.data?.getAdUnitAdminPatternStream.edges.map((edge) => edge.node) ?? [];
  const form = useForm<HouseAdFormValues>({ defaultValues: houseAdFormValues(null) });
  const { register, handleSubmit, reset, formState, control } = form;
  useEffect(() => reset(houseAdFormValues(ad)), [ad, reset]);
  const isImage = !ad || ad.kind === 'image';

  const save = handleSubmit(async (values) => {
    const input = houseAdInput(values);
    try {
      const saved = await saveHouseAd({
        id,
        // Only image house ads have an image, link and text to change.
        input: isImage ? input : { ...input, imageAssetId: undefined, clickUrl: undefined, altText: undefined },
      });
      notify.success(`Saved “${saved.name}”.`);
      void navigate('/house-ads');
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: houseAdFieldOf });
    }
  });
  const remove = async () => {
    if (!ad || !window.confirm(`Delete the house ad “${ad.name}”? The ad server stops serving it.`)) return;
    try {
      await deleteHouseAd(ad.id);
      notify.success(`Deleted “${ad.name}”.`);
      void navigate('/house-ads');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  if (id !== null && loaded.loading)
    return (
      <PageWrapper title="Edit house ad">
        <p role="status">Loading…</p>
      </PageWrapper>
    );
  const errors = formState.errors;
  return (
    <PageWrapper title={id === null ? 'Create house ad' : `Edit house ad: ${ad?.name ?? ''}`}>
      <form className="house-ad-form" noValidate onSubmit={(event) => void save(event)}>
        <TextField label="Name" registration={register('name', required)} error={errors.name} />
        <div className="field">
          <label htmlFor={unitId}>Serves</label>
          <select
            id={unitId}
            {...register('adUnitKey')}
            aria-invalid={errors.adUnitKey ? true : undefined}
            aria-describedby={errors.adUnitKey ? `${unitId}-error` : undefined}
          >
            <option value="">Every ad unit of the size</option>
            {units.map((unit) => (
              <option key={unit.id} value={unit.key}>
                {unit.name} ({unit.key}, {unit.size})
              </option>
            ))}
          </select>
          {errors.adUnitKey && (
            <span id={`${unitId}-error`} className="field-error" role="alert">
              {errors.adUnitKey.message}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={typeId}>Unit type</label>
          <select id={typeId} {...register('adUnitType')} aria-describedby={`${typeId}-hint`}>
            <option value="">Any type</option>
            {adUnitTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <small id={`${typeId}-hint`}>With “every ad unit”, only units of this type.</small>
          {errors.adUnitType && (
            <span className="field-error" role="alert">
              {errors.adUnitType.message}
            </span>
          )}
        </div>
        <TextField
          label="Section alias"
          registration={register('sectionAlias')}
          error={errors.sectionAlias}
          hint="Only on pages of this section (served before untargeted house ads); blank for every section."
        />
        <TextField
          label="Size"
          registration={register('size', isImage ? required : {})}
          error={errors.size}
          hint="WxH the image fills, like 300x250: the slot must offer this size."
        />
        {isImage ? (
          <>
            <Controller
              control={control}
              name="image"
              render={({ field, fieldState }) => (
                <HouseAdImageField
                  value={field.value}
                  onChange={field.onChange}
                  error={(fieldState.error as FieldError | undefined) ?? (errors.image as FieldError | undefined)}
                />
              )}
            />
            <TextField
              label="Click URL"
              type="url"
              registration={register('clickUrl', required)}
              error={errors.clickUrl}
              hint="Where a click goes: an http:// or https:// address."
            />
            <TextField label="Alternative text" registration={register('altText', required)} error={errors.altText} />
          </>
        ) : (
          <p>A {ad?.kind} house ad: only its targeting, dates and weight are edited here.</p>
        )}
        <TextField
          label="Start"
          type="datetime-local"
          registration={register('startDate')}
          error={errors.startDate}
          hint="Blank runs from now."
        />
        <TextField
          label="End"
          type="datetime-local"
          registration={register('endDate')}
          error={errors.endDate}
          hint="Blank runs until paused or deleted."
        />
        <TextField
          label="Weight"
          type="number"
          min={1}
          max={100}
          registration={register('weight')}
          error={errors.weight}
          hint="1 to 100: its share of the rotations among house ads of the same priority."
        />
        <TextField
          label="Priority"
          type="number"
          min={0}
          max={10}
          registration={register('priority')}
          error={errors.priority}
          hint="0 to 10: a higher priority is served before any lower one."
        />
        <div className="field ad-units-checkbox">
          <label>
            <input type="checkbox" {...register('active')} /> Active (clear to pause)
          </label>
        </div>
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
          {ad && (
            <button type="button" className="danger" onClick={() => void remove()}>
              Delete
            </button>
          )}
        </div>
      </form>
    </PageWrapper>
  );
}
