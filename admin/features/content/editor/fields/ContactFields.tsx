import {
  profileNetworkLabels,
  profileNetworks,
} from '../../../../../content-engine/shared/content-details/contact-details.ts';
import {
  optionalEmail,
  optionalHttpUrl,
  optionalPhone,
} from '../../../../../content-engine/shared/content-details/field-rules.ts';
import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import { zodRule } from './field-rule.ts';
import type { FieldGroupProps } from './form-types.ts';

/** Phone, fax, e-mail (and a contact's job title) of a company, supplier, contact or venue. */
export function ContactFields({
  register,
  errors,
  jobTitle,
}: Pick<FieldGroupProps, 'register' | 'errors'> & { jobTitle: boolean }) {
  return (
    <div className="field-group" role="group" aria-label="Phone and e-mail">
      {jobTitle && <TextField label="Job title" registration={register('jobTitle')} />}
      <div className="field-row">
        <TextField
          label="Phone"
          type="tel"
          registration={register('phone', zodRule(optionalPhone))}
          error={errors.phone}
        />
        <TextField label="Fax" type="tel" registration={register('fax', zodRule(optionalPhone))} error={errors.fax} />
      </div>
      <TextField
        label="E-mail"
        type="email"
        registration={register('email', zodRule(optionalEmail))}
        error={errors.email}
      />
    </div>
  );
}

/** Links to the item's profiles on social networks (http or https). */
export function SocialLinksFields({ register, errors }: Pick<FieldGroupProps, 'register' | 'errors'>) {
  return (
    <div className="field-group" role="group" aria-label="Social links">
      {profileNetworks.map((network) => (
        <TextField
          key={network}
          label={profileNetworkLabels[network]}
          type="url"
          placeholder="https://…"
          registration={register(`socialLinks.${network}`, zodRule(optionalHttpUrl))}
          error={errors.socialLinks?.[network]}
        />
      ))}
    </div>
  );
}
