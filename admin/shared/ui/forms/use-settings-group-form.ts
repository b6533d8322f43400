import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { SiteSettings } from '../../../../content-engine/shared/schemas/site-settings.ts';
import { useSettingsGroup, type SettingsGroup } from '../../api/site-settings-group.ts';

/**
 * A form over one group of the site's settings (the smaller settings screens): empty while the
 * group loads, then filled with `toForm` of the stored group. `toForm` is read when the group
 * arrives, so a new function each render does not refill the form.
 */
export function useSettingsGroupForm<G extends SettingsGroup, Values extends FieldValues>(
  group: G,
  {
    defaultValues,
    toForm,
    resolver,
  }: { defaultValues: Values; toForm: (stored: SiteSettings[G]) => Values; resolver?: Resolver<Values> },
) {
  const { value, loading } = useSettingsGroup(group);
  const form = useForm<Values>({ defaultValues: defaultValues as DefaultValues<Values>, resolver });
  useEffect(() => {
    if (value) form.reset(toForm(value));
  }, [value, form]);
  return { form, loading };
}
