import { createHash } from 'node:crypto';
import { csrfHeader, csrfHeaderValue } from '../../content-engine/shared/session-cookies.ts';

/*
 * The page view of a web archive page (ADR 0075): the archive runs no script of the site, so one
 * constant inline script — allowed by its SHA-256 in the archive's policy, nothing else — reads the
 * page's details from a JSON data element (data, never script text: a subject cannot become code)
 * and sends `trackPageView` as the site's tracker does, in the tab's visit (the tracker's
 * `masthead.sessionId`). The address and path are the browser's, so the engine's address check applies.
 */

/** The id of the JSON element holding the page details the script sends. */
export const archiveViewDataId = 'masthead-archive-view';

export const archiveViewScript =
  `(function(){try{` +
  `var d=JSON.parse(document.getElementById('${archiveViewDataId}').textContent||'{}');` +
  `var k='masthead.sessionId',s=sessionStorage.getItem(k);` +
  `if(!s){s=crypto.randomUUID();sessionStorage.setItem(k,s)}` +
  `d.path=location.pathname;d.pageUrl=location.origin+location.pathname;d.pageTitle=document.title;` +
  `if(document.referrer)d.referrer=document.referrer.slice(0,2000);` +
  `fetch('/graphql',{method:'POST',credentials:'same-origin',keepalive:true,` +
  `headers:{'content-type':'application/json','tenant-domain':location.host,'${csrfHeader}':'${csrfHeaderValue}'},` +
  `body:JSON.stringify({query:'mutation($input:TrackingEventInput!){trackPageView(input:$input){ok}}',` +
  `variables:{input:{sessionId:s,page:d}}})}).catch(function(){})` +
  `}catch(e){}})();`;

/** The CSP source that allows exactly that script. */
export const archiveViewScriptSource = `'sha256-${createHash('sha256').update(archiveViewScript).digest('base64')}'`;

/** The page details the script sends (beside the address, path, title and referrer it reads itself). */
export interface ArchiveViewDetails {
  newsletterCampaignId: number;
  newsletterTemplateId: number;
}

/** The JSON text for a `<script type="application/json">`: `<` escaped, so no tag can end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What the archive page adds before `</body>`: the details, then the script. */
export const archiveViewMarkup = (details: ArchiveViewDetails) =>
  `<script type="application/json" id="${archiveViewDataId}">${jsonForScript({ pageType: 'newsletter', ...details })}</script>` +
  `<script>${archiveViewScript}</script>`;
