import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { socialNetworks, type ProfileFormValues } from '../profile-values.ts';

const socialLabels: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

function TextArea({
  form,
  name,
  label,
  rows = 4,
}: {
  form: UseFormReturn<ProfileFormValues>;
  name: 'description' | 'products' | 'news';
  label: string;
  rows?: number;
}) {
  const error = form.formState.errors[name];
  const id = `profile-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        {...form.register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </div>
  );
}

/** The submitted profile's fields, editable before publishing; engine errors show beside each. */
export function ProfileFields({ form, hasLogo }: { form: UseFormReturn<ProfileFormValues>; hasLogo: boolean }) {
  const { register, formState, control } = form;
  const errors = formState.errors;
  const contacts = useFieldArray({ control, name: 'keyContacts' });
  return (
    <>
      <fieldset>
        <legend>Profile</legend>
        <TextArea form={form} name="description" label="Description (HTML)" rows={8} />
        <TextArea form={form} name="products" label="Products" />
        <TextArea form={form} name="news" label="News" />
        {hasLogo && (
          <div className="field">
            <label>
              <input type="checkbox" {...register('keepLogo')} /> Use the submitted logo
            </label>
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>Address and phone</legend>
        <TextField label="Address line 1" registration={register('address1')} error={errors.address1} />
        <TextField label="Address line 2" registration={register('address2')} error={errors.address2} />
        <TextField label="City" registration={register('city')} error={errors.city} />
        <TextField label="State or region" registration={register('state')} error={errors.state} />
        <TextField label="Postal code" registration={register('postalCode')} error={errors.postalCode} />
        <TextField label="Country" registration={register('country')} error={errors.country} />
        <TextField label="Phone" registration={register('phone')} error={errors.phone} />
      </fieldset>
      <fieldset>
        <legend>Web and social</legend>
        <TextField label="Website" type="url" registration={register('website')} error={errors.website} />
        {socialNetworks.map((network) => (
          <TextField
            key={network}
            label={socialLabels[network]}
            type="url"
            registration={register(`socialLinks.${network}`)}
            error={errors.socialLinks?.[network]}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Key contacts</legend>
        {contacts.fields.map((field, index) => (
          <div key={field.id} className="key-contact" role="group" aria-label={`Key contact ${index + 1}`}>
            <TextField
              label="Name"
              registration={register(`keyContacts.${index}.name`)}
              error={errors.keyContacts?.[index]?.name}
            />
            <TextField
              label="Title"
              registration={register(`keyContacts.${index}.title`)}
              error={errors.keyContacts?.[index]?.title}
            />
            <TextField
              label="E-mail"
              registration={register(`keyContacts.${index}.email`)}
              error={errors.keyContacts?.[index]?.email}
            />
            <TextField
              label="Phone"
              registration={register(`keyContacts.${index}.phone`)}
              error={errors.keyContacts?.[index]?.phone}
            />
            <button type="button" aria-label={`Remove key contact ${index + 1}`} onClick={() => contacts.remove(index)}>
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => contacts.append({ name: '', title: '', email: '', phone: '' })}
          disabled={contacts.fields.length >= 10}
        >
          Add key contact
        </button>
      </fieldset>
    </>
  );
}
