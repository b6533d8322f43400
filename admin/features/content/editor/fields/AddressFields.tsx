import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import type { FieldGroupProps } from './form-types.ts';

/** Street, city, region, postal code and country of the item (`address`) or of an event's venue (`venue`). */
export function AddressFields({
  register,
  prefix,
}: Pick<FieldGroupProps, 'register'> & { prefix: 'address' | 'venue' }) {
  return (
    <div className="field-group" role="group" aria-label={prefix === 'venue' ? 'Venue address' : 'Address'}>
      <TextField label="Street address" registration={register(`${prefix}.address1`)} autoComplete="off" />
      <div className="field-row">
        <TextField label="City" registration={register(`${prefix}.city`)} autoComplete="off" />
        <TextField label="State or region" registration={register(`${prefix}.region`)} autoComplete="off" />
      </div>
      <div className="field-row">
        <TextField label="Postal code" registration={register(`${prefix}.postalCode`)} autoComplete="off" />
        <TextField label="Country" registration={register(`${prefix}.country`)} hint="e.g. US" autoComplete="off" />
      </div>
    </div>
  );
}
