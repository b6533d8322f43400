import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ContentType } from '../../../../content-engine/shared/content-types.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import type { ContentFormValues } from './content-form-values.ts';
import { linkLabel, typeFields } from './type-fields.ts';

/** The fields only some types have: event dates and venue, webinar link, document file, embeds, links. */
export function TypeSpecificFields({
  type,
  register,
  errors,
}: {
  type: ContentType;
  register: UseFormRegister<ContentFormValues>;
  errors: FieldErrors<ContentFormValues>;
}) {
  const fields = typeFields(type);
  if (!fields.length) return null;
  return (
    <fieldset>
      <legend>{type === 'MediaGallery' ? 'Media gallery' : type} details</legend>
      {(fields.includes('eventDates') || fields.includes('startDate')) && (
        <TextField
          label={type === 'Webinar' ? 'Webinar date and time' : 'Starts'}
          type="datetime-local"
          registration={register('startDate')}
          error={errors.startDate}
        />
      )}
      {fields.includes('eventDates') && (
        <TextField label="Ends" type="datetime-local" registration={register('endDate')} error={errors.endDate} />
      )}
      {fields.includes('venue') && (
        <>
          <TextField label="Venue name" registration={register('venueName')} />
          <TextField label="Street address" registration={register('address.address')} />
          <TextField label="City" registration={register('address.city')} />
          <TextField label="State or region" registration={register('address.region')} />
          <TextField label="Postal code" registration={register('address.postalCode')} />
          <TextField label="Country" registration={register('address.country')} />
        </>
      )}
      {fields.includes('webinarLink') && (
        <TextField
          label="Webinar link"
          type="url"
          registration={register('linkUrl')}
          hint="Where viewers register or watch (https://…)."
        />
      )}
      {fields.includes('link') && (
        <TextField
          label={linkLabel(type)}
          registration={register('linkUrl')}
          hint="https://… or a path on this site."
        />
      )}
      {fields.includes('document') && (
        <>
          <TextField
            label="File address"
            registration={register('fileSrc')}
            hint="The file's address in the media library (/files/…) or https://…"
          />
          <TextField label="File name" registration={register('fileName')} />
        </>
      )}
      {fields.includes('embed') && (
        <div className="field">
          <label htmlFor="embed-code">Embed (URL or code)</label>
          <textarea id="embed-code" rows={4} {...register('embedCode')} />
        </div>
      )}
    </fieldset>
  );
}
