import type { FieldGroupProps } from './form-types.ts';

/** Whether the item's page shows the inquiry form (spec public §5: an inquiry form without enableRmi is dropped). */
export function InquiryFormField({ register }: Pick<FieldGroupProps, 'register'>) {
  return (
    <fieldset>
      <legend>Inquiry form</legend>
      <div className="field checkbox">
        <input id="enable-rmi" type="checkbox" aria-describedby="enable-rmi-hint" {...register('enableRmi')} />
        <label htmlFor="enable-rmi">Show the inquiry form (request more information)</label>
      </div>
      <small id="enable-rmi-hint">
        Readers can ask about this item where the layout has an inquiry form; their questions are mailed to the
        addresses in Site settings → Inquiry form.
      </small>
    </fieldset>
  );
}
