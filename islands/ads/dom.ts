/** A small element builder: text through textContent only, so creative data never becomes markup. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) el.setAttribute(name, value);
  for (const child of children) if (child !== null) el.append(child);
  return el;
}

/** A link to a creative's URL: site paths in the same tab, others in a new one (spec public §5). */
export function adLink(href: string, props: Record<string, string> = {}, ...children: (Node | string | null)[]) {
  const external = !href.startsWith('/');
  return h(
    'a',
    { href, ...(external ? { target: '_blank', rel: 'noopener sponsored' } : { rel: 'sponsored' }), ...props },
    ...children,
  );
}
