import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { contentTypeEntries } from '../../../../content-engine/shared/content-types.ts';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { PublishStatusPanel } from '../../../shared/publish-status/PublishStatusPanel.tsx';
import { $user } from '../../../shared/auth/session.ts';
import { $site } from '../../../shared/shell/site-context.ts';
import type { EditedLayout } from '../api/get-layout.ts';
import { getLayoutBuildJobs } from '../api/get-layout-build-jobs.ts';
import { saveLayout } from '../api/save-layout.ts';
import { GridEditor } from '../grid-editor/GridEditor.tsx';
import { LayoutPreview } from '../preview/LayoutPreview.tsx';
import {
  adExclusionOptions,
  gatingOptions,
  layoutTypeOptions,
  loadMoreOptions,
  pageTypeOptions,
} from '../layout-labels.ts';
import { AliasesField } from './AliasesField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ChoiceListField } from './ChoiceListField.tsx';
import { engineFieldErrors } from './engine-field-errors.ts';
import { layoutFormProblems } from './layout-form-rules.ts';
import { layoutFormValues, layoutInputFromForm, type LayoutFormValues } from './layout-form-values.ts';
import { SelectField } from './SelectField.tsx';
import { SitePagesPanel } from './SitePagesPanel.tsx';

const contentTypeChoices = contentTypeEntries.map((entry) => ({ value: entry.value as string, label: entry.label }));

/** The client's rules (layout-form-rules.ts) as react-hook-form's resolver. */
const resolver: Resolver<LayoutFormValues> = (values) => {
  const problems = Object.entries(layoutFormProblems(values));
  if (!problems.length) return { values, errors: {} };
  const errors = Object.fromEntries(problems.map(([field, message]) => [field, { type: 'required', message }]));
  return { values: {}, errors: errors as FieldErrors<LayoutFormValues> };
};

interface LayoutFormProps {
  layout: EditedLayout | null;
  /** Without manage_site_layouts: every field read-only, no save. */
  readOnly: boolean;
  /** When the save that led here committed (server time), to watch its regeneration. */
  savedAt: number | null;
}

/** Every field of a layout (spec admin §3 "Layout"), its grids, and the live status after a save. */
export function LayoutForm({ layout: initial, readOnly, savedAt: initialSavedAt }: LayoutFormProps) {
  const navigate = useNavigate();
  const user = useStore($user);
  const site = useStore($site);
  const [layout, setLayout] = useState(initial);
  const [savedAt, setSavedAt] = useState(initialSavedAt);
  const { register, control, handleSubmit, watch, reset, setError, formState } = useForm<LayoutFormValues>({
    defaultValues: layoutFormValues(initial, { siteKey: site?.tenant?.tenantKey ?? null }),
    resolver,
  });
  const errors = formState.errors;
  const type = watch('type');
  const isGlobal = watch('isGlobal');

  const save = handleSubmit(async (values) => {
    try {
      const saved = await saveLayout({ id: layout?.id ?? null, input: layoutInputFromForm(values) });
      notify.success(`Saved “${saved.name}”.`);
      if (!layout)
        return void navigate(`/edit-web-layout/${saved.id}`, { replace: true, state: { savedAt: saved.updated } });
      setLayout(saved);
      reset(layoutFormValues(saved, { siteKey: null }));
      setSavedAt(saved.updated);
    } catch (error) {
      const message = (error as Error).message;
      const beside = Object.entries(engineFieldErrors(message));
      // What the engine names goes beside its field; everything typed stays.
      for (const [field, text] of beside) setError(field as keyof LayoutFormValues, { type: 'server', message: text });
      if (!beside.length) notify.error(message);
      else notify.error('The layout was not saved: see the messages beside the fields.');
    }
  });

  const sites = [
    ...(site?.tenants ?? []).map((tenant) => ({ value: tenant.tenantKey, label: tenant.name })),
    ...(layout?.tenants ?? [])
      .filter((key) => !site?.tenants.some((tenant) => tenant.tenantKey === key))
      .map((key) => ({ value: key, label: key })),
  ];

  return (
    <div className="layout-editor">
      <form className="layout-form" noValidate aria-label="Layout" onSubmit={(event) => void save(event)}>
        {layout && savedAt && (
          <PublishStatusPanel
            key={savedAt}
            fetchJobs={() => getLayoutBuildJobs(layout.id, savedAt)}
            savedAt={savedAt}
          />
        )}
        {readOnly && (
          <p className="read-only-note">
            You can view this layout; changing it needs the Manage site layouts permission.
          </p>
        )}
        <fieldset className="layout-fields" disabled={readOnly}>
          <legend>Layout</legend>
          <TextField label="Name" registration={register('name')} error={errors.name} />
          <SelectField
            label="Type"
            registration={register('type')}
            options={layoutTypeOptions}
            placeholder={{ label: 'Choose a type', selectable: false }}
            error={errors.type?.message}
          />
          {type === 'module' && (
            <TextField
              label="Module key"
              registration={register('key')}
              error={errors.key}
              hint="The module the layout renders, such as issue or publication."
            />
          )}
          <AliasesField
            control={control}
            register={register}
            error={errors.aliases?.message ?? errors.aliases?.root?.message}
            required={type === 'url-override'}
          />
          <CheckboxField
            label="Propagate to child aliases"
            registration={register('propagate')}
            hint="Also applies to the paths below each alias."
          />
          <SelectField
            label="Page type"
            registration={register('pageType')}
            options={pageTypeOptions}
            placeholder={{ label: 'None', selectable: true }}
            error={errors.pageType?.message}
            hint="Required when the layout propagates."
          />
          <ChoiceListField
            control={control}
            name="contentTypes"
            legend="Content types"
            choices={contentTypeChoices}
            error={errors.contentTypes?.message}
            hint="Required for content type and content overrides."
          />
          <SelectField
            label="Gating requirements"
            registration={register('gatingRequirements')}
            options={gatingOptions}
            placeholder={{ label: 'None', selectable: true }}
            error={errors.gatingRequirements?.message}
          />
        </fieldset>
        <fieldset className="layout-fields" disabled={readOnly}>
          <legend>Sites and page</legend>
          <fieldset disabled={readOnly || !user?.isGlobal} className="nested-fieldset">
            <legend className="visually-hidden">Global</legend>
            <CheckboxField
              label="Global (every site)"
              registration={register('isGlobal')}
              hint={user?.isGlobal ? undefined : 'Only a global CMS user may change this.'}
            />
          </fieldset>
          {!isGlobal && (
            <ChoiceListField
              control={control}
              name="tenants"
              legend="Sites"
              choices={sites}
              error={errors.tenants?.message}
              hint="The sites that use this layout."
            />
          )}
          <CheckboxField label="Hide header" registration={register('hideHeader')} />
          <CheckboxField label="Hide footer" registration={register('hideFooter')} />
          <CheckboxField
            label="Full width"
            registration={register('fullWidth')}
            hint="The page spans the whole window instead of the site's maximum width."
          />
          <CheckboxField
            label="Full height"
            registration={register('fullHeight')}
            hint="The page fills at least the window's height, so the footer sits at the bottom."
          />
          <SelectField
            label="Load more"
            registration={register('loadMoreType')}
            options={loadMoreOptions}
            error={errors.loadMoreType?.message}
          />
        </fieldset>
        <fieldset className="layout-fields" disabled={readOnly}>
          <legend>Ad exclusions</legend>
          {adExclusionOptions.map(({ flag, label }) => (
            <CheckboxField
              key={flag}
              label={`Exclude ${label.toLowerCase()}`}
              registration={register(`adExclusions.${flag}`)}
            />
          ))}
        </fieldset>
        {(['primaryGrid', 'secondaryGrid'] as const).map((name) => (
          <section key={name} className="layout-grid" aria-labelledby={`layout-${name}-heading`}>
            <h2 id={`layout-${name}-heading`}>{name === 'primaryGrid' ? 'Primary grid' : 'Secondary grid'}</h2>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <GridEditor name={name} value={field.value} onChange={field.onChange} readOnly={readOnly} />
              )}
            />
            {errors[name]?.message && (
              <p className="field-error" role="alert">
                {errors[name]?.message}
              </p>
            )}
          </section>
        ))}
        {!readOnly && (
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={formState.isSubmitting}>
              Save
            </button>
          </div>
        )}
      </form>
      <aside className="layout-side-panel" aria-label="Layout on the site">
        <LayoutPreview layout={layoutInputFromForm(watch())} />
        <SitePagesPanel layout={layout} />
      </aside>
    </div>
  );
}
