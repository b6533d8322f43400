import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import {
  newsletterAdCategories,
  newsletterAdLabels,
  newsletterAdPlacementLabels,
  newsletterAdPlacements,
  newsletterAdPriorities,
  newsletterAdPriorityLabels,
} from '../../../../content-engine/shared/newsletters/constants.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { SelectField, TextAreaField } from '../../../shared/ui/forms/FormFields.tsx';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { zodFormResolver } from '../../../shared/ui/forms/zod-form-resolver.ts';
import { createAd } from '../api/create-ad.ts';
import { useAd } from '../api/get-ad.ts';
import { useTemplateStream } from '../api/get-template-stream.ts';
import { updateAd } from '../api/update-ad.ts';
import { adFieldOf, adFormSchema, adFormValuesOf, emptyAd, type AdFormValues } from './ad-form-values.ts';
import { CompanyField } from './CompanyField.tsx';
import { ImageSrcField } from './ImageSrcField.tsx';
import { ScheduleRows } from './ScheduleRows.tsx';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Create or edit a newsletter ad: every field of the ad and its schedule rows, checked as the engine checks them. */
export function AdForm({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const { data, loading } = useAd(id);
  const record = data?.getNewsletterAd ?? null;
  const templatesQuery = useTemplateStream();
  const templates = templatesQuery.data?.getNewsletterTemplateStream ?? [];
  const form = useForm<AdFormValues>({ resolver: zodFormResolver(adFormSchema), defaultValues: emptyAd });
  const { register, control, reset, watch, formState } = form;
  const errors = formState.errors.payload;

  useEffect(() => {
    if (record) reset(adFormValuesOf(record));
  }, [record, reset]);

  const save = form.handleSubmit(async (values) => {
    try {
      const saved = id ? await updateAd({ id, ...values }) : await createAd(values);
      notify.success(`Ad ${saved.title} saved.`);
      if (!id) void navigate(`/edit-newsletter-ad/${saved.id}`);
      else reset(values);
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: adFieldOf });
    }
  });

  if ((id && !record) || !templatesQuery.data)
    return (
      <PageWrapper title={id ? 'Edit newsletter ad' : 'Add newsletter ad'}>
        {loading || templatesQuery.loading ? <p>Loading…</p> : <p role="alert">This ad was not found.</p>}
      </PageWrapper>
    );
  const source = watch('payload.companySource');
  return (
    <PageWrapper title={id ? `Edit newsletter ad: ${record?.title}` : 'Add newsletter ad'}>
      <p>
        <Link to="/newsletter-ads">Back to ads</Link>
      </p>
      <form className="content-form" aria-label="Newsletter ad" noValidate onSubmit={(event) => void save(event)}>
        <TextField label="Title" registration={register('payload.title')} error={errors?.title} />
        <TextField label="Campaign name" registration={register('payload.campaignName')} error={errors?.campaignName} />
        <fieldset>
          <legend>Company</legend>
          <label className="checkbox-row">
            <input type="radio" value="existing" {...register('payload.companySource')} /> An existing company
          </label>
          <label className="checkbox-row">
            <input type="radio" value="new" {...register('payload.companySource')} /> A new company
          </label>
          {source === 'new' ? (
            <TextField
              label="Company name"
              registration={register('payload.companyName')}
              error={errors?.companyName}
            />
          ) : (
            <Controller
              control={control}
              name="payload.companyId"
              render={({ field, fieldState }) => (
                <CompanyField value={field.value} onChange={field.onChange} error={fieldState.error} />
              )}
            />
          )}
        </fieldset>
        <Controller
          control={control}
          name="payload.logo"
          render={({ field, fieldState }) => (
            <ImageSrcField label="Logo" value={field.value} onChange={field.onChange} error={fieldState.error} />
          )}
        />
        <Controller
          control={control}
          name="payload.image"
          render={({ field, fieldState }) => (
            <ImageSrcField label="Image" value={field.value} onChange={field.onChange} error={fieldState.error} />
          )}
        />
        <TextField label="Image alt text" registration={register('payload.imageAlt')} error={errors?.imageAlt} />
        <SelectField
          label="Placement"
          registration={register('payload.placement')}
          options={newsletterAdPlacements.map((p) => ({ value: p, label: newsletterAdPlacementLabels[p] }))}
          error={errors?.placement}
        />
        <SelectField
          label="Label"
          registration={register('payload.label')}
          options={options(newsletterAdLabels)}
          error={errors?.label}
        />
        <TextField
          label="Link"
          type="url"
          registration={register('payload.url')}
          error={errors?.url}
          hint="https://…"
        />
        <TextAreaField label="Body" registration={register('payload.body')} error={errors?.body} />
        <SelectField
          label="Category"
          registration={register('payload.adCategory')}
          options={options(newsletterAdCategories)}
          error={errors?.adCategory}
        />
        <TextField label="Call to action label" registration={register('payload.ctaLabel')} error={errors?.ctaLabel} />
        <SelectField
          label="Priority"
          registration={register('payload.priority', { setValueAs: (v) => Number(v) })}
          options={newsletterAdPriorities.map((p) => ({
            value: String(p),
            label: `${p} ${newsletterAdPriorityLabels[p]}`,
          }))}
          error={errors?.priority}
          hint="A higher priority wins a position on a day."
        />
        <ScheduleRows form={form} templates={templates} />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </PageWrapper>
  );
}
