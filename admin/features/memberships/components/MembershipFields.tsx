import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { required } from '../../../shared/ui/forms/required.ts';
import type { MembershipFormValues } from '../membership-form-values.ts';

const aliasRule = {
  pattern: {
    value: /^\s*([a-z0-9]+(-[a-z0-9]+)*)?\s*$/,
    message: 'Use lower-case letters, digits and hyphens only (e.g. gold-members)',
  },
};

/** Title, alias, status, free or paid, and the membership system's product code. */
export function MembershipFields() {
  const { register, formState } = useFormContext<MembershipFormValues>();
  const { errors } = formState;
  return (
    <fieldset>
      <legend>Membership</legend>
      <TextField label="Title" registration={register('title', required)} error={errors.title} />
      <TextField
        label="Alias"
        registration={register('alias', aliasRule)}
        error={errors.alias}
        hint="Addresses the join page (/membership/<alias>); unique on this site. Leave blank to make it from the title."
      />
      <div className="field">
        <label>
          <input type="checkbox" {...register('active')} /> Active (offered on the site)
        </label>
      </div>
      <div className="field">
        <label>
          <input type="checkbox" {...register('isFree')} /> Free
        </label>
      </div>
      <TextField
        label="Omeda product"
        registration={register('omedaProduct')}
        error={errors.omedaProduct}
        hint="The membership system's product code; blank for none."
      />
    </fieldset>
  );
}
