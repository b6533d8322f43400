/**
 * The section a feed request names: `?input=news/industry`, or the JSON form older links use,
 * `?input={"sectionAlias":"news/industry"}`.
 */
export function feedSectionAlias(input: string | null): { alias: string } | { error: string } {
  const usage =
    'The input query parameter must name a website section, e.g. ?input=news or ?input={"sectionAlias":"news"}.';
  const value = input?.trim();
  if (!value) return { error: usage };
  if (!value.startsWith('{')) return { alias: value };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { error: `${usage} The JSON given does not parse.` };
  }
  const alias = (parsed as { sectionAlias?: unknown }).sectionAlias;
  return typeof alias === 'string' && alias.trim()
    ? { alias: alias.trim() }
    : { error: `${usage} The JSON has no sectionAlias string.` };
}
