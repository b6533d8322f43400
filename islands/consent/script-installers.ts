import type { TrackingPageDetails } from '../../content-engine/shared/tracking-events.ts';
import type { ThirdPartyScript, ThirdPartyScriptId } from '../../content-engine/shared/third-party-scripts.ts';

type Queue = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
};
type Globals = Record<string, unknown> & { dataLayer?: unknown[] };

/** A command function that queues its calls until the vendor's script takes over (the vendors' own snippets do the same). */
function commandQueue(w: Globals, name: string, property: 'q' | 'queue' = 'q'): Queue {
  const existing = w[name] as Queue | undefined;
  if (existing) return existing;
  const queue: Queue = (...args: unknown[]) => void (queue[property] ??= []).push(args);
  w[name] = queue;
  return queue;
}

interface Installer {
  /** Globals the script expects before it loads. */
  setUp?(w: Globals, account: string): void;
  /** This page, once (spec public §4); scripts that count the page when they load have none. */
  trackPage?(w: Globals, account: string, page: TrackingPageDetails): void;
}

const installers: Record<ThirdPartyScriptId, Installer> = {
  googleTagManager: {
    setUp: (w) => void (w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' }),
    trackPage: (w, _account, page) => void (w.dataLayer ??= []).push({ event: 'masthead.pageView', page }),
  },
  hotjar: {
    setUp: (w, account) => {
      commandQueue(w, 'hj');
      w._hjSettings = { hjid: Number(account), hjsv: 6 };
    },
    trackPage: (w) => (w.hj as Queue)('event', 'page_view'),
  },
  facebookPixel: {
    setUp: (w, account) => {
      const fbq = commandQueue(w, 'fbq', 'queue');
      fbq.loaded = true;
      fbq.version = '2.0';
      w._fbq ??= fbq;
      fbq('init', account);
    },
    trackPage: (w) => (w.fbq as Queue)('track', 'PageView'),
  },
  linkedInInsight: {
    // The Insight Tag counts the page when it loads.
    setUp: (w, account) => {
      w._linkedin_partner_id = account;
      w._linkedin_data_partner_ids = [...((w._linkedin_data_partner_ids as string[] | undefined) ?? []), account];
      commandQueue(w, 'lintrk');
    },
  },
  feathrSuperPixel: {
    setUp: (w, account) => commandQueue(w, 'feathr')('fly', account),
    trackPage: (w) => (w.feathr as Queue)('sprinkle', 'page_view'),
  },
  olytics: {
    // Olytics counts the page when it loads.
    setUp: (w, account) => {
      w.olytics ??= [];
      (w.olytics as { _oid?: string })._oid = account;
    },
  },
  // BlueConic and the ad tags count the page themselves.
  blueConic: {},
  adDaptive: {},
};

/** Sets the script up and adds it to the page (async). */
export function loadScript(script: ThirdPartyScript): void {
  installers[script.id].setUp?.(window as unknown as Globals, script.account);
  const element = document.createElement('script');
  element.async = true;
  element.src = script.src;
  element.dataset.consentCategory = script.category;
  document.head.append(element);
}

export function trackPageWith(script: ThirdPartyScript, page: TrackingPageDetails): void {
  installers[script.id].trackPage?.(window as unknown as Globals, script.account, page);
}
