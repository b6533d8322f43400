/**
 * JSON to write inside a `<script>` element (`application/json`, `application/ld+json`, or a
 * script's literal): no `<` (so no `</script>` or `<!--` ends or bends the element), no `>` or
 * `&`, and no line separators that old parsers read as line ends. It parses back to the same value.
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
