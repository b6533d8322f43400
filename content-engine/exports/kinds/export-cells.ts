/** A JSON column's object (SQLite and PostgreSQL both store text), {} when unreadable. */
export function jsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(value ?? '{}'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An epoch-ms column as an ISO 8601 instant ('' for none). */
export const isoDate = (value: unknown) => (value == null ? '' : new Date(Number(value)).toISOString());

/** An address object's non-empty text parts, in their stored order, joined by ", ". */
export const joinedAddress = (address: Record<string, unknown>) =>
  Object.values(address)
    .filter((part) => typeof part === 'string' && part.trim())
    .join(', ');
