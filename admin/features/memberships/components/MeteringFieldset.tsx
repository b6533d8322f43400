import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import type { MembershipSettingsValues } from '../membership-settings-values.ts';
import { CheckboxField, TextAreaField } from '../../../shared/ui/forms/FormFields.tsx';

const atLeastOne = (name: string) => ({
  validate: (value: unknown) => Number(value) >= 1 || `${name} must be at least 1`,
});

/** Content metering: free views per period, and the texts readers see as the meter runs down. */
export function MeteringFieldset() {
  const { register, formState } = useFormContext<MembershipSettingsValues>();
  const errors = formState.errors.contentMetering;
  return (
    <fieldset>
      <legend>Content metering</legend>
      <CheckboxField
        label="Meter content (free views before registering)"
        registration={register('contentMetering.enabled')}
      />
      <TextField
        label="Number of free views"
        type="number"
        min={1}
        registration={register('contentMetering.numberOfFreeViews', atLeastOne('numberOfFreeViews'))}
        error={errors?.numberOfFreeViews}
      />
      <TextField
        label="Metering period (days)"
        type="number"
        min={1}
        registration={register('contentMetering.meteringPeriod', atLeastOne('meteringPeriod'))}
        error={errors?.meteringPeriod}
      />
      <TextAreaField
        label="Views remaining text"
        registration={register('contentMetering.viewsRemainingText')}
        error={errors?.viewsRemainingText}
        hint="Placeholders: [VIEWS_REMAINING], [ALLOWED_VIEWS]."
      />
      <TextAreaField
        label="Last view text"
        registration={register('contentMetering.lastViewText')}
        error={errors?.lastViewText}
        hint="Placeholder: [EXPIRATION_DATE]."
      />
      <TextAreaField
        label="Metered out text"
        registration={register('contentMetering.meteredOutText')}
        error={errors?.meteredOutText}
        hint="Placeholders: [VIEWS], [ALLOWED_VIEWS]."
      />
      <TextField
        label="Metering button label"
        registration={register('contentMetering.buttonLabel')}
        error={errors?.buttonLabel}
      />
      <TextAreaField
        label="Fields asked when the meter runs out"
        registration={register('contentMeteringFields')}
        error={formState.errors.contentMeteringFields}
        hint="One per line, e.g. company."
      />
    </fieldset>
  );
}
