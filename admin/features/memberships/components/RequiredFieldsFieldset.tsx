import { useFormContext } from 'react-hook-form';
import { commonFieldOptions, type MembershipFormValues } from '../membership-form-values.ts';

/** The site-user profile fields a member must fill in (first and last name are always asked). */
export function RequiredFieldsFieldset() {
  const { register, formState } = useFormContext<MembershipFormValues>();
  const error = formState.errors.requiredUserCommonFields;
  return (
    <fieldset aria-describedby={error ? 'membership-common-error' : undefined}>
      <legend>Required user fields</legend>
      <div className="memberships-checks">
        {commonFieldOptions.map((option) => (
          <label key={option.value}>
            <input type="checkbox" value={option.value} {...register('requiredUserCommonFields')} /> {option.label}
          </label>
        ))}
      </div>
      {error && (
        <span id="membership-common-error" className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </fieldset>
  );
}
