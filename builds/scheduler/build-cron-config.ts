import { CronPattern } from 'croner';

/** Every tenant gets a full build at 03:00 (server time) unless BUILD_CRON says otherwise. */
export const defaultBuildCron = '{"*":"0 3 * * *"}';

/** Cron patterns of 5 fields (minute precision) or 6 (with seconds first). */
export const cronMode = '5-or-6-parts' as const;

export interface BuildCronEntry {
  /** A tenant key, or `*` for every tenant that has no entry of its own. */
  tenant: string;
  /** The cron expression; null when the entry is "off" (takes the tenant out of `*`). */
  expression: string | null;
}

const shape =
  'BUILD_CRON must be "off" or a JSON object mapping tenant keys (or "*") to cron expressions or "off", like {"*":"0 3 * * *","demotest":"off"}';

/**
 * Reads BUILD_CRON: unset or empty → the default; "off" → no scheduled full builds; else a JSON
 * object of tenant key (or "*") → cron expression (or "off"). A tenant's own entry replaces `*`
 * for that tenant. Throws an error naming the tenant and the expression that is not valid.
 */
export function parseBuildCron(value: string | undefined): BuildCronEntry[] {
  const text = value?.trim() || defaultBuildCron;
  if (text.toLowerCase() === 'off') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shape}; got ${JSON.stringify(text)} (${(error as Error).message}).`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${shape}; got ${JSON.stringify(text)}.`);
  return Object.entries(parsed).map(([tenant, expression]) => {
    if (!tenant.trim()) throw new Error(`BUILD_CRON: an empty tenant key; use "*" for every tenant.`);
    if (typeof expression !== 'string')
      throw new Error(
        `BUILD_CRON: the entry of tenant "${tenant}" must be a cron expression string or "off", got ${JSON.stringify(expression)}.`,
      );
    if (expression.trim().toLowerCase() === 'off') return { tenant, expression: null };
    try {
      new CronPattern(expression, undefined, { mode: cronMode });
    } catch (error) {
      throw new Error(
        `BUILD_CRON: invalid cron expression "${expression}" for tenant "${tenant}": ${(error as Error).message.replace(/^CronPattern: /, '')}.`,
      );
    }
    return { tenant, expression: expression.trim() };
  });
}
