/** Types the Create New list shows only on one tenant (spec admin §2): the apparatus and in-quarters types. */
export const tenantOnlyTypeKeys = ['apparatus', 'in-quarters'] as const;

/**
 * The Create New list: every type, except that the apparatus and in-quarters types show only on
 * the one tenant that has them (`typesTenant`, from the admin configuration). The 19 types of the
 * spec contain neither, so today this hides nothing; a tenant-specific type list would.
 */
export function createNewTypes<T extends { editKey: string }>(
  entries: readonly T[],
  { tenantKey, typesTenant }: { tenantKey: string | null; typesTenant: string | null },
): T[] {
  return entries.filter(
    (entry) =>
      !(tenantOnlyTypeKeys as readonly string[]).includes(entry.editKey) ||
      (!!typesTenant && tenantKey === typesTenant),
  );
}
