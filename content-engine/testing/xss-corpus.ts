/*
 * The XSS corpus: what an editor (or a site user) might type into any text field to run script
 * on a public page. Each payload, if it ever ran, would call `__xss('<its name>')` (or `alert`);
 * the unit suite (content-engine/testing/xss-corpus.test.ts) puts it through the sanitiser, the
 * link check and the script-JSON writer, the browser suite (e2e/xss.e2e.test.ts) through every
 * editor-writable field and a real Chromium. One file, so both see the same attacks.
 */

/** The page config the DOM-clobbering payloads offer in place of the real one: a data: script that calls the marker. */
const spoofedConfig = JSON.stringify({
  oneTrustScriptId: null,
  scripts: [{ id: 'blueConic', category: 'C0001', src: "data:text/javascript,__xss('clobbered-config')", account: '' }],
  scriptHosts: [],
  page: {},
});
const spoofedAdConfig = JSON.stringify({
  network: '1234',
  basePath: "javascript:__xss('clobbered-ads')",
  lazyLoad: false,
});

export interface XssPayload {
  name: string;
  /** The text as typed into a field (HTML for rich-text fields, plain text elsewhere). */
  text: string;
  /** It leaves a comment or element open, swallowing what follows it in the same field: put it last. */
  unclosed?: true;
}

const p = (name: string, text: string, unclosed?: 'unclosed'): XssPayload => ({
  name,
  text,
  ...(unclosed ? { unclosed: true } : {}),
});

export const xssPayloads: readonly XssPayload[] = [
  // Script elements, plain and disguised.
  p('script', `<script>__xss('script')</script>`),
  p('script-mixed-case', `<ScRiPt>__xss('script-mixed-case')</sCrIpT>`),
  p('script-src-data', `<script src="data:text/javascript,__xss('script-src-data')"></script>`),
  p('script-in-svg', `<svg><script>__xss('script-in-svg')</script></svg>`),
  p('script-split', `<scr<script>ipt>__xss('script-split')</scr</script>ipt>`),
  // Event handlers.
  p('img-onerror', `<img src="x" onerror="__xss('img-onerror')">`),
  p('img-onerror-entities', `<img src=x onerror="&#95;&#95;xss('img-onerror-entities')">`),
  p('svg-onload', `<svg onload="__xss('svg-onload')"></svg>`),
  p('body-onload', `<body onload="__xss('body-onload')">`, 'unclosed'),
  p('input-autofocus', `<input autofocus onfocus="__xss('input-autofocus')">`),
  p('details-ontoggle', `<details open ontoggle="__xss('details-ontoggle')"><summary>x</summary></details>`),
  p('video-source-onerror', `<video><source onerror="__xss('video-source-onerror')"></video>`),
  p('iframe-onload', `<iframe src="https://www.youtube.com/embed/xss" onload="__xss('iframe-onload')"></iframe>`),
  p('animate-onbegin', `<svg><animate onbegin="__xss('animate-onbegin')" attributeName="x" dur="1s"></animate></svg>`),
  p('marquee-onstart', `<marquee onstart="__xss('marquee-onstart')">x</marquee>`),
  p('style-onload', `<style onload="__xss('style-onload')"></style>`),
  // Script URLs, however written.
  p('href-javascript', `<a href="javascript:__xss('href-javascript')">click</a>`),
  p('href-javascript-mixed-case', `<a href="JaVaScRiPt:__xss('href-javascript-mixed-case')">click</a>`),
  p(
    'href-javascript-entities',
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss('href-javascript-entities')">click</a>`,
  ),
  p('href-javascript-hex-entities', `<a href="&#x6A;avascript&#x3A;__xss('href-javascript-hex-entities')">click</a>`),
  p('href-javascript-tab', `<a href="jav&#x09;ascript:__xss('href-javascript-tab')">click</a>`),
  p('href-javascript-newline', `<a href="java\nscript:__xss('href-javascript-newline')">click</a>`),
  p('href-javascript-leading-space', `<a href=" \u0001javascript:__xss('href-javascript-leading-space')">click</a>`),
  p('href-data-html', `<a href="data:text/html,<script>__xss('href-data-html')</script>">click</a>`),
  p(
    'href-data-base64',
    `<a href="DATA:text/html;base64,PHNjcmlwdD5fX3hzcygnaHJlZi1kYXRhLWJhc2U2NCcpPC9zY3JpcHQ+">click</a>`,
  ),
  p('href-vbscript', `<a href="vbscript:__xss('href-vbscript')">click</a>`),
  p('iframe-javascript', `<iframe src="javascript:__xss('iframe-javascript')"></iframe>`),
  p('iframe-srcdoc', `<iframe srcdoc="<script>parent.__xss('iframe-srcdoc')</script>"></iframe>`),
  p('iframe-data', `<iframe src="data:text/html,<script>parent.__xss('iframe-data')</script>"></iframe>`),
  p('object-data', `<object data="javascript:__xss('object-data')"></object>`),
  p('embed-src', `<embed src="javascript:__xss('embed-src')">`),
  p('form-action', `<form action="javascript:__xss('form-action')"><button>go</button></form>`),
  p('button-formaction', `<button formaction="javascript:__xss('button-formaction')">go</button>`),
  p('img-src-javascript', `<img src="javascript:__xss('img-src-javascript')">`),
  p('video-poster', `<video poster="javascript:__xss('video-poster')"></video>`),
  p('meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta-refresh')">`),
  p('base-href', `<base href="javascript:__xss('base-href')//">`),
  p('svg-xlink-href', `<svg><a xlink:href="javascript:__xss('svg-xlink-href')"><text y="20">x</text></a></svg>`),
  p('math-href', `<math><mtext><a href="javascript:__xss('math-href')">x</a></mtext></math>`),
  // Parser tricks (mutation XSS).
  p('mxss-math-style', `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss-math-style')">`, 'unclosed'),
  p('mxss-noscript', `<noscript><p title="</noscript><img src=x onerror=__xss('mxss-noscript')>">`, 'unclosed'),
  p('mxss-svg-style', `<svg></p><style><a id="</style><img src=1 onerror=__xss('mxss-svg-style')>">`, 'unclosed'),
  p('comment-breakout', `<!--<img src="--><img src=x onerror=__xss('comment-breakout')//">`),
  p('cdata-breakout', `<svg><![CDATA[><img src=x onerror=__xss('cdata-breakout')>]]></svg>`),
  // Breaking out of an attribute, an element or a script as plain text.
  p('attribute-breakout-double', `"><img src=x onerror="__xss('attribute-breakout-double')">`),
  p('attribute-breakout-single', `'><img src=x onerror='__xss("attribute-breakout-single")'>`),
  p(
    'attribute-breakout-unquoted',
    `x onmouseover=__xss('attribute-breakout-unquoted') autofocus onfocus=__xss('attribute-breakout-unquoted')`,
  ),
  p('title-breakout', `</title><script>__xss('title-breakout')</script>`),
  p('textarea-breakout', `</textarea><script>__xss('textarea-breakout')</script>`),
  p('style-breakout', `</style><script>__xss('style-breakout')</script>`),
  p('script-end-in-json', `</script><script>__xss('script-end-in-json')</script>`),
  p('script-end-mixed-case-in-json', `</ScRiPt ><img src=x onerror=__xss('script-end-mixed-case-in-json')>`),
  p('comment-open-in-json', `<!--<script>__xss('comment-open-in-json')</script>`, 'unclosed'),
  p('json-quote-breakout', `"}</script><script>__xss('json-quote-breakout')</script>`),
  p('line-separators', `\u2028\u2029</script><script>__xss('line-separators')</script>`),
  // DOM clobbering: ids and names the page's scripts or the browser use.
  p('clobber-page-config-id', `<p id="masthead-page-config">${spoofedConfig.replace(/"/g, '&quot;')}</p>`),
  p(
    'clobber-page-config-script',
    `<script type="application/json" id="masthead-page-config">${spoofedConfig}</script>`,
  ),
  p('clobber-page-config-text', `<div id="masthead-page-config">${spoofedConfig}</div>`),
  p(
    'clobber-page-config-name',
    `<a name="masthead-page-config" href="data:text/javascript,__xss('clobber-page-config-name')">x</a>`,
  ),
  p('clobber-ad-config', `<div id="masthead-ad-config">${spoofedAdConfig}</div>`),
  p(
    'clobber-consent-banner',
    `<section id="consent-banner"><button data-consent-action="accept" onclick="__xss('clobber-consent-banner')">Accept</button></section>`,
  ),
  p(
    'clobber-document-names',
    `<img name="cookie"><img name="head"><form name="getElementById"></form><img name="querySelector"><a id="__xss" name="__xssRan">x</a>`,
  ),
  p('clobber-window-names', `<a id="dataLayer" href="x">x</a><a id="OptanonWrapper">x</a><a id="fbq">x</a>`),
];

/** The page scripts' element ids that no content may take (the clobbering payloads aim at them). */
export const pageScriptIds = ['masthead-page-config', 'masthead-ad-config', 'consent-banner'] as const;

/**
 * The payloads in the order one field should hold them: DOM clobbering first (an attacker puts it
 * where it is read first), those that leave something open last (they would swallow the rest).
 */
export const fieldOrder = (payloads: readonly XssPayload[] = xssPayloads): XssPayload[] => [
  ...payloads.filter((payload) => payload.name.startsWith('clobber-')),
  ...payloads.filter((payload) => !payload.name.startsWith('clobber-') && !payload.unclosed),
  ...payloads.filter((payload) => payload.unclosed),
];
