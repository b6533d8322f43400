import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { getActiveMemberships } from '../api/get-active-memberships.ts';
import type { ContentFormValues } from './content-form-values.ts';
import { useChoices } from './use-choices.ts';

interface Props {
  control: Control<ContentFormValues>;
  register: UseFormRegister<ContentFormValues>;
  errors: FieldErrors<ContentFormValues>;
}

/**
 * Who may read the item: registration, and one gating requirement (spec admin §3
 * gatingRequirements): an Omeda survey, or one of the site's active memberships.
 */
export function AccessFields({ control, register, errors }: Props) {
  const requirement = useWatch({ control, name: 'gatingRequirement' });
  const memberships = useChoices('memberships', getActiveMemberships);
  return (
    <fieldset>
      <legend>Access</legend>
      <div className="field checkbox">
        <input id="registration-required" type="checkbox" {...register('registrationRequired')} />
        <label htmlFor="registration-required">Registration required</label>
      </div>
      <div className="field">
        <label htmlFor="gating-requirement">Gating requirement</label>
        <select id="gating-requirement" {...register('gatingRequirement')}>
          <option value="">None</option>
          <option value="omeda">Omeda survey</option>
          <option value="membership">Membership</option>
        </select>
      </div>
      {requirement === 'omeda' && (
        <TextField
          label="Gating survey type"
          registration={register('surveyType', {
            validate: (value, all) => all.gatingRequirement !== 'omeda' || !!value.trim() || 'Field is required',
          })}
          error={errors.surveyType}
          hint="The Omeda survey a reader completes to read on."
        />
      )}
      {requirement === 'membership' && (
        <Controller
          control={control}
          name="membershipIds"
          rules={{
            validate: (ids, all) => all.gatingRequirement !== 'membership' || ids.length > 0 || 'Field is required',
          }}
          render={({ field, fieldState }) => (
            <fieldset className="membership-choices" aria-invalid={fieldState.error ? true : undefined}>
              <legend>Memberships that may read it</legend>
              {memberships.length === 0 && <p className="hint">The site has no active memberships.</p>}
              {memberships.map((membership) => (
                <div key={membership.id} className="field checkbox">
                  <input
                    id={`membership-${membership.id}`}
                    type="checkbox"
                    checked={field.value.includes(membership.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, membership.id]
                          : field.value.filter((id) => id !== membership.id),
                      )
                    }
                  />
                  <label htmlFor={`membership-${membership.id}`}>{membership.title}</label>
                </div>
              ))}
              {fieldState.error && (
                <span className="field-error" role="alert">
                  {fieldState.error.message}
                </span>
              )}
            </fieldset>
          )}
        />
      )}
    </fieldset>
  );
}
