/**
 * The JSON the server wrote for the page's scripts (site/components/HeadJson.astro): read only
 * from a `<script type="application/json">` that is a child of the document's head, so an element
 * of the body with the same id or name (DOM clobbering) is never taken for it. Anything else —
 * missing, elsewhere, not a script, not JSON — is null.
 */
export function readHeadJson(id: string): unknown {
  try {
    const head = document.head;
    if (!(head instanceof HTMLHeadElement)) return null;
    const element = head.querySelector(`script#${CSS.escape(id)}`);
    if (!(element instanceof HTMLScriptElement) || element.parentNode !== head || element.type !== 'application/json')
      return null;
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}
