import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { permissions } from '../../../../content-engine/shared/permissions.ts';
import { required } from '../../../shared/ui/forms/required.ts';
import type { CmsRole } from '../api/cms-user-types.ts';
import { permissionLabel } from '../format.ts';
import type { CmsUserFormValues } from './cms-user-form-values.ts';

/** The role select (editor by default) and the extra permissions; those the role gives show checked and fixed. */
export function RoleFieldset({ roles }: { roles: CmsRole[] }) {
  const id = useId();
  const { register, control, formState } = useFormContext<CmsUserFormValues>();
  const role = useWatch({ control, name: 'role' });
  const fromRole = roles.find((r) => r.name === role)?.permissions ?? [];
  const error = formState.errors.role;
  return (
    <fieldset className="users-fieldset">
      <legend>Role and permissions</legend>
      <div className="field">
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          {...register('role', required)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-role-error` : undefined}
        >
          {roles.map((r) => (
            <option key={r.name} value={r.name}>
              {r.label}
            </option>
          ))}
        </select>
        {error && (
          <span id={`${id}-role-error`} className="field-error" role="alert">
            {error.message}
          </span>
        )}
      </div>
      <Controller
        control={control}
        name="extraPermissions"
        render={({ field }) => (
          <fieldset className="users-checkboxes">
            <legend>Extra permissions</legend>
            <p className="users-hint">Permissions the role gives are checked and cannot be removed here.</p>
            {permissions.map((permission) => {
              const given = fromRole.includes(permission);
              const toggle = (checked: boolean) =>
                field.onChange(checked ? [...field.value, permission] : field.value.filter((p) => p !== permission));
              return (
                <label key={permission} className="users-checkbox">
                  <input
                    type="checkbox"
                    value={permission}
                    checked={given || field.value.includes(permission)}
                    disabled={given}
                    onChange={(event) => toggle(event.target.checked)}
                  />
                  {permissionLabel(permission)}
                  {given && <span className="users-hint"> (from the role)</span>}
                </label>
              );
            })}
          </fieldset>
        )}
      />
    </fieldset>
  );
}
