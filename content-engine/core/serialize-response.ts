/*
 * Response serialisation that reuses the JSON of immutable values. Cached pages carry grids of
 * 100 KB and more; serialising them once instead of on every request is most of the cost of a
 * cache hit. Values are registered by the code that owns them and promises not to mutate them.
 */

const immutable = new WeakSet<object>();
const serialized = new WeakMap<object, string>();

/** Declares `value` immutable from now on, so its JSON may be computed once and reused. */
export function markImmutableJson<T>(value: T): T {
  if (value !== null && typeof value === 'object') immutable.add(value);
  return value;
}

const jsonOfImmutable = (value: object) => {
  let json = serialized.get(value);
  if (json === undefined) serialized.set(value, (json = JSON.stringify(value)));
  return json;
};

/**
 * JSON.stringify, except that immutable values found in the top `depth` levels are written from
 * their memoised JSON. Deeper values are stringified natively.
 */
export function serializeResponse(value: unknown, depth = 4): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (immutable.has(value)) return jsonOfImmutable(value);
  if (depth === 0) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => serializeResponse(item, depth - 1)).join(',')}]`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function') continue;
    parts.push(`${JSON.stringify(key)}:${serializeResponse(item, depth - 1)}`);
  }
  return `{${parts.join(',')}}`;
}
