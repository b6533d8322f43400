import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { fieldIsRequired } from '../../../shared/ui/forms/required.ts';
import type { TenantInfo } from '../../../shared/shell/site-context.ts';
import type { CmsUserFormValues } from './cms-user-form-values.ts';

/** Active or inactive, and global or a list of sites (a multi-select of the sites the manager may give). */
export function AccessFieldset({ sites }: { sites: Pick<TenantInfo, 'tenantKey' | 'name'>[] }) {
  const id = useId();
  const { register, control } = useFormContext<CmsUserFormValues>();
  const access = useWatch({ control, name: 'access' });
  return (
    <>
      <fieldset className="users-fieldset users-radios">
        <legend>Status</legend>
        <label>
          <input type="radio" value="1" {...register('status')} /> Active
        </label>
        <label>
          <input type="radio" value="0" {...register('status')} /> Inactive
        </label>
      </fieldset>
      <fieldset className="users-fieldset">
        <legend>Site access</legend>
        <div className="users-radios">
          <label>
            <input type="radio" value="global" {...register('access')} /> Global (every site)
          </label>
          <label>
            <input type="radio" value="sites" {...register('access')} /> Specific sites
          </label>
        </div>
        {access === 'sites' && (
          <Controller
            control={control}
            name="tenants"
            rules={{ validate: (value, values) => values.access === 'global' || value.length > 0 || fieldIsRequired }}
            render={({ field, fieldState }) => (
              <div className="field">
                <label htmlFor={`${id}-sites`}>Sites</label>
                <select
                  id={`${id}-sites`}
                  multiple
                  size={Math.min(8, Math.max(3, sites.length))}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange([...event.target.selectedOptions].map((option) => option.value))}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={`${id}-sites-hint${fieldState.error ? ` ${id}-sites-error` : ''}`}
                >
                  {sites.map((site) => (
                    <option key={site.tenantKey} value={site.tenantKey}>
                      {site.name}
                    </option>
                  ))}
                </select>
                <small id={`${id}-sites-hint`}>Hold Ctrl (or Cmd) to choose several.</small>
                {fieldState.error && (
                  <span id={`${id}-sites-error`} className="field-error" role="alert">
                    {fieldState.error.message}
                  </span>
                )}
              </div>
            )}
          />
        )}
      </fieldset>
    </>
  );
}
