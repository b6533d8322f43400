import type { UseFormReturn } from 'react-hook-form';
import { modules } from '../../../../content-engine/shared/enums.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { CheckboxField, TextAreaField } from '../../../shared/ui/forms/FormFields.tsx';
import { required } from '../../../shared/ui/forms/required.ts';
import type { TenantFormValues } from './tenant-form-values.ts';

/** The tenant's fields; the key only while creating (it never changes afterwards). */
export function TenantFields({ form, creating }: { form: UseFormReturn<TenantFormValues>; creating: boolean }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <TextField
        label="Key"
        registration={register('key', required)}
        error={errors.key}
        readOnly={!creating}
        hint={
          creating
            ? '2 to 32 lower-case letters and digits, starting with a letter. It cannot be changed later.'
            : 'The key cannot be changed.'
        }
      />
      <TextField label="Name" registration={register('name', required)} error={errors.name} />
      <TextField
        label="Abbreviation"
        registration={register('abbreviation')}
        error={errors.abbreviation}
        hint="Up to 20 characters; the initials of the name when left blank."
      />
      <TextAreaField
        label="Domains"
        registration={register('domains', required)}
        error={errors.domains}
        hint="One host name per line, the first the primary, e.g. www.example.com. Each belongs to one tenant only."
      />
      <TextField
        label="Production endpoint"
        type="url"
        registration={register('prodEndpoint')}
        error={errors.prodEndpoint}
        hint="The production site, an https URL (optional)."
      />
      <fieldset aria-describedby={errors.modules ? 'tenant-modules-error' : undefined}>
        <legend>Modules</legend>
        {modules.map((name) => (
          <div className="field" key={name}>
            <label>
              <input type="checkbox" value={name} {...register('modules')} /> {name}
            </label>
          </div>
        ))}
        {errors.modules && (
          <span id="tenant-modules-error" className="field-error" role="alert">
            {errors.modules.message}
          </span>
        )}
      </fieldset>
      <CheckboxField
        label="Test tenant (hidden from tenant lists unless asked for)"
        registration={register('isTest')}
      />
    </>
  );
}
