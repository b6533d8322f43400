import { safeTokenPattern } from '../../../../../content-engine/shared/safe-token.ts';
import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import type { FieldGroupProps } from './form-types.ts';

/** A digital edition: the Zmags publication the item's page frames (metadata.zmagId), which makes it a zmag page. */
export function DigitalEditionField({ register, errors }: Pick<FieldGroupProps, 'register' | 'errors'>) {
  return (
    <fieldset>
      <legend>Digital edition</legend>
      <TextField
        label="Zmags edition id"
        registration={register('zmagId', {
          validate: (value) =>
            value.trim() === '' || safeTokenPattern.test(value.trim()) || 'Use only letters, digits, _ and -',
        })}
        error={errors.zmagId}
        hint="Makes this page a digital edition: its Digital edition (Zmags) block shows the flipbook, and only members may read it."
      />
    </fieldset>
  );
}
