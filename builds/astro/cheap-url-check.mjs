// @ts-check
/**
 * Astro's attribute renderer asks `isHttpUrl(value)` of every string attribute value holding a
 * `&`: that is every island's `props` and `opts` (escaped JSON), several per page. `isHttpUrl`
 * runs `new URL(value)`, which throws for such values, and the throw is what costs: 3 % of a
 * full pre-render's CPU (ADR 23). This Vite transform puts a regular-expression test in front of
 * it that lets through exactly the strings whose scheme can parse as `http` or `https` (leading
 * C0 controls and spaces, and tabs or newlines anywhere, are dropped by the URL parser), so the
 * answer is the same and the exception is only thrown for values that look like such a URL.
 */

/** Astro's runtime module that holds the check. */
export const astroAttributeModule = /astro\/dist\/runtime\/server\/render\/util\.js$/;
/** The check as Astro 5.18 writes it. */
export const slowCheck = 'value.includes("&") && isHttpUrl(value)';
/** The same check behind a test that only a possible http(s) URL passes. */
export const cheapCheck =
  'value.includes("&") && /^[\\x00-\\x20]*h[\\t\\n\\r]*t[\\t\\n\\r]*t[\\t\\n\\r]*p[\\t\\n\\r]*(s[\\t\\n\\r]*)?:/i.test(value) && isHttpUrl(value)';

/**
 * Rewrites the check in a module's source; null when it is not there.
 * @param {string} code
 * @returns {string | null}
 */
export function withCheapUrlCheck(code) {
  return code.includes(slowCheck) ? code.replace(slowCheck, cheapCheck) : null;
}

/**
 * Applies the rewrite to Astro's runtime as the server bundle is built; warns when the installed
 * Astro no longer has the check as written (an upgrade), so the change can be revisited.
 * @returns {import('vite').Plugin}
 */
export function cheapUrlCheck() {
  return {
    name: 'masthead-cheap-url-check',
    enforce: 'pre',
    transform(code, id) {
      if (!astroAttributeModule.test(id.split('?')[0] ?? id)) return null;
      const rewritten = withCheapUrlCheck(code);
      if (rewritten === null)
        this.warn(
          `Astro's attribute URL check has changed; builds/astro/cheap-url-check.mjs no longer applies (see ADR 23)`,
        );
      return rewritten;
    },
  };
}
