import { tenantOnlyContentTypes } from '../../../content-engine/shared/content-types.ts';

/**
 * The Create New list: every type, except that the apparatus and in-quarters types (spec admin
 * §2) show only on a tenant configured for them (the tenant's `extraContentTypes`, which the
 * engine also enforces when an item is created).
 */
export function createNewTypes<T extends { value: string }>(
  entries: readonly T[],
  { extraContentTypes }: { extraContentTypes: readonly string[] | null | undefined },
): T[] {
  return entries.filter(
    (entry) =>
      !(tenantOnlyContentTypes as readonly string[]).includes(entry.value) ||
      (extraContentTypes ?? []).includes(entry.value),
  );
}
