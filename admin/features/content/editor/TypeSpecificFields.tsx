import { Controller, type UseFormReturn } from 'react-hook-form';
import { contentTypeEntries, type ContentType } from '../../../../content-engine/shared/content-types.ts';
import { youtubePlaylistIdPattern } from '../../../../content-engine/shared/youtube-ids.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { linkRule } from '../../../shared/ui/forms/link-rule.ts';
import type { ContentFormValues } from './content-form-values.ts';
import { AddressFields } from './fields/AddressFields.tsx';
import { ContactFields, SocialLinksFields } from './fields/ContactFields.tsx';
import { DocumentField } from './fields/DocumentField.tsx';
import { EventDatesFields } from './fields/EventDatesFields.tsx';
import { ApparatusFields, InQuartersFields } from './fields/FireServiceFields.tsx';
import { KeyContactsField } from './fields/KeyContactsField.tsx';
import { VenueField } from './fields/VenueField.tsx';
import { linkLabel, typeFields } from './type-fields.ts';

/**
 * The fields only some types have (type-fields.ts): event and webinar dates, venue, address,
 * phone and e-mail, social links, key contacts, links, the document, embeds, and the apparatus
 * and station details of the fire-service types.
 */
export function TypeSpecificFields({ type, form }: { type: ContentType; form: UseFormReturn<ContentFormValues> }) {
  const { register, control, setValue, watch, formState } = form;
  const errors = formState.errors;
  const group = { register, control, setValue, watch, errors };
  const fields = typeFields(type);
  if (!fields.length) return null;
  const has = (field: (typeof fields)[number]) => fields.includes(field);
  const label = contentTypeEntries.find((entry) => entry.value === type)?.label ?? type;
  return (
    <fieldset className="type-fields">
      <legend>{label} details</legend>
      {has('apparatus') && <ApparatusFields {...group} />}
      {has('inQuarters') && <InQuartersFields {...group} />}
      {has('eventDates') && <EventDatesFields {...group} label={label} />}
      {has('venue') && <VenueField {...group} />}
      {has('jobTitle') || has('contact') ? <ContactFields {...group} jobTitle={has('jobTitle')} /> : null}
      {has('address') && <AddressFields register={register} prefix="address" />}
      {has('webinarLink') && (
        <TextField
          label="Webinar link"
          type="url"
          registration={register('linkUrl', linkRule)}
          error={errors.linkUrl}
          hint="Where viewers register or watch (https://…)."
        />
      )}
      {has('link') && (
        <TextField
          label={linkLabel(type)}
          registration={register('linkUrl', linkRule)}
          error={errors.linkUrl}
          hint="https://… or a path on this site."
        />
      )}
      {has('social') && <SocialLinksFields {...group} />}
      {has('keyContacts') && (
        <Controller
          control={control}
          name="keyContacts"
          render={({ field }) => <KeyContactsField value={field.value} onChange={field.onChange} />}
        />
      )}
      {has('youtubePlaylist') && (
        <TextField
          label="YouTube playlist id"
          registration={register('youtubePlaylistId', {
            validate: (value) =>
              value.trim() === '' ||
              youtubePlaylistIdPattern.test(value.trim()) ||
              'Must be a YouTube playlist id: 12 to 64 letters, digits, _ and -',
          })}
          error={errors.youtubePlaylistId}
          hint={
            type === 'Video'
              ? 'The playlist this video belongs to: company pages with that playlist show it (without a YouTube API key).'
              : 'The playlist its company page plays (the part after list= in a YouTube playlist address).'
          }
        />
      )}
      {has('document') && <DocumentField {...group} />}
      {has('embed') && (
        <div className="field">
          <label htmlFor="embed-code">Embed (URL or code)</label>
          <textarea id="embed-code" rows={4} aria-describedby="embed-code-hint" {...register('embedCode')} />
          <small id="embed-code-hint">
            A YouTube or Vimeo address or embed code; other code is kept only if the site&apos;s embed rules allow it.
          </small>
        </div>
      )}
    </fieldset>
  );
}
