import type { FieldSpec, GroupName, SettingsGroup } from './field-spec.ts';
import { pageGroups } from './page-groups.ts';
import { serviceGroups } from './service-groups.ts';
import { siteGroups } from './site-groups.ts';

/** Every group both settings screens edit, in the order they show them. */
export const settingsGroups: readonly SettingsGroup[] = [...pageGroups, ...serviceGroups, ...siteGroups];

/** The groups a site shows: those of a module only when the module is on. */
export const groupsForModules = (modules: readonly string[]) =>
  settingsGroups.filter((group) => !group.module || modules.includes(group.module));

export const groupNamed = (name: GroupName) => settingsGroups.find((group) => group.name === name)!;

export const allFields: readonly FieldSpec[] = settingsGroups.flatMap((group) => group.fields);
