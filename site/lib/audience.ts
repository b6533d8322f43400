import type { RowDisplayCondition } from '../../content-engine/shared/enums.ts';
import { siteUserSessionMarkerCookie } from '../../content-engine/shared/session-cookies.ts';

/*
 * Who sees a part of a page that is the same file for every visitor (static-first): the part
 * carries a data attribute, the page's own style hides it, and the browser says who is looking by
 * `data-session` on <html>. Row displayCondition and the new design's call-to-action block use it.
 * Presentation only: the part is in the file for everyone (gated content uses the body gate).
 */

/** `<html data-session="member">` while a site user is logged in in this browser. */
export const sessionAttribute = 'data-session';

/** The attributes of a row with this displayCondition (none for 'always'). */
export function displayConditionAttributes(condition: RowDisplayCondition | undefined): Record<string, string> {
  switch (condition) {
    case 'logged-in':
      return { 'data-show-to': 'members' };
    case 'logged-out':
      return { 'data-show-to': 'visitors' };
    case 'desktop':
    case 'mobile':
      return { 'data-show-on': condition };
    default:
      return {};
  }
}

/**
 * The inline script at the top of every page: marks <html> as a member's before the body is
 * painted, from the readable session marker, so parts for members do not flash in later. The
 * session store (islands/session/) then corrects it when the session turns out dead or changes
 * (site/lib/session-attribute.ts). Allowed by the CSP by its hash (builds/astro/server-entry.mjs).
 */
export const sessionFlagScript =
  `if(/(^|;\\s*)${siteUserSessionMarkerCookie}=/.test(document.cookie))` +
  `document.documentElement.setAttribute('${sessionAttribute}','member')`;
