/**
 * Names an editor's HTML may give its elements (`id`, `name`) live in their own namespace, as
 * GitHub's do: `user-content-<name>`. Page scripts find their own elements by id and the browser
 * exposes ids and names as globals (DOM clobbering), so no element of a body may take a name the
 * page uses. The prefix is added once: a body read back into the editor and saved keeps its names.
 */
export const userContentPrefix = 'user-content-';

/** The namespaced form of an element name ('' stays empty, so the attribute is dropped). */
export function userContentName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  return trimmed.startsWith(userContentPrefix) ? trimmed : `${userContentPrefix}${trimmed}`;
}

/** An in-page link (`#name`) points at the namespaced name; every other href is left as it is. */
export function userContentHref(href: string): string {
  const trimmed = href.trim();
  if (!trimmed.startsWith('#') || trimmed.length === 1) return href;
  let target = trimmed.slice(1);
  try {
    target = decodeURIComponent(target);
  } catch {
    // A malformed escape is kept as written.
  }
  return `#${encodeURIComponent(userContentName(target))}`;
}

/** The attributes of one element with its names namespaced and its in-page links pointing at them. */
export function namespaceUserContent(attributes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...attributes };
  for (const attribute of ['id', 'name'] as const) {
    if (out[attribute] === undefined) continue;
    const name = userContentName(out[attribute]);
    if (name) out[attribute] = name;
    else delete out[attribute];
  }
  if (out.href !== undefined) out.href = userContentHref(out.href);
  return out;
}
