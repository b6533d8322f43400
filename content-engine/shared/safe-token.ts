/** An id a vendor gives (account, publication, widget): letters, digits, `_` and `-`. Browser-safe. */
export const safeTokenPattern = /^[A-Za-z0-9_-]{1,100}$/;

export const isSafeToken = (value: unknown): value is string =>
  typeof value === 'string' && safeTokenPattern.test(value);
