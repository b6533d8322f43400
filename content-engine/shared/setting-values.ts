/**
 * A block's settings as option paths and values: nested objects are walked
 * (`population.scheduleOption`), anything else — strings, numbers, booleans, arrays — is one
 * value, written as JSON so that "5" and 5 stay apart.
 */
export function settingValues(settings: unknown, prefix = ''): { option: string; value: string }[] {
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings))
    return prefix && settings !== undefined ? [{ option: prefix, value: JSON.stringify(settings) }] : [];
  return Object.entries(settings).flatMap(([key, value]) => settingValues(value, prefix ? `${prefix}.${key}` : key));
}
