import { notify } from '../../../../../content-engine/client/toasts.tsx';
import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import { getContentForEdit } from '../../api/get-content-for-edit.ts';
import { searchVenueItems } from '../../api/search-contact-items.ts';
import { SearchPicker } from '../../../../shared/ui/SearchPicker.tsx';
import { AddressFields } from './AddressFields.tsx';
import type { FieldGroupProps } from './form-types.ts';
import { toTypeFieldValues } from './type-field-values.ts';

/**
 * An event's venue: pick one of the site's Venue items (its name and address are copied into the
 * event, which then shows them as they were) or type them.
 */
export function VenueField({ register, setValue, watch }: FieldGroupProps) {
  const venue = watch('venue');
  const pick = async (id: number) => {
    try {
      const item = await getContentForEdit(id);
      const address = toTypeFieldValues(item).address;
      const own = toTypeFieldValues(item).venue;
      const filled = (key: keyof typeof address) => address[key] || own[key];
      setValue(
        'venue',
        {
          id: item.id,
          name: item.name,
          address1: filled('address1'),
          city: filled('city'),
          region: filled('region'),
          postalCode: filled('postalCode'),
          country: filled('country'),
        },
        { shouldDirty: true },
      );
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <div className="field-group" role="group" aria-label="Venue">
      <SearchPicker
        label="Venue"
        single
        search={searchVenueItems}
        value={venue.id ? [{ id: venue.id, label: venue.name || `Venue ${venue.id}` }] : []}
        onChange={(items) => (items[0] ? void pick(items[0].id) : setValue('venue.id', null, { shouldDirty: true }))}
      />
      <TextField
        label="Venue name"
        registration={register('venue.name')}
        hint="Picked from the venues above, or typed for a place without a Venue item."
      />
      <AddressFields register={register} prefix="venue" />
    </div>
  );
}
