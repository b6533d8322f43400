/*
 * Window messages creatives post to the page (spec public §7 "Ad server"): JSON carrying
 * adSkinType (a skin), adType welcomeAdImage or welcomeAdTag (a welcome ad), or nativeTitle (a
 * native ad). Anything else — not JSON, another shape, unsafe links — is ignored silently (§5).
 */
export interface NativeAdMessage {
  kind: 'native';
  nativeTitle: string;
  nativeSummary: string;
  nativeUrl: string;
  nativeImagePath: string;
  nativeImpressionTrackerUrl: string;
  labels: string[];
}
export interface SkinAdMessage {
  kind: 'skin';
  adSkinType: 'siteskin' | 'reskin';
  adSkinWidth: number;
  adClickUrl: string;
  backgroundImagePath: string;
  adImagePath: string;
  adTitle: string;
  adLeftColumnUrl: string;
  adLeftColumnImage: string;
  adRightColumnUrl: string;
  adRightColumnImage: string;
}
export interface WelcomeAdMessage {
  kind: 'welcome';
  adType: 'welcomeAdImage' | 'welcomeAdTag';
  adTag: string;
  adClickUrl: string;
  adImagePath: string;
  adDelay: number;
  adLength: number;
}
export type AdMessage = NativeAdMessage | SkinAdMessage | WelcomeAdMessage;

type Fields = Record<string, unknown>;
const text = (f: Fields, name: string, max = 1000) =>
  typeof f[name] === 'string' ? (f[name] as string).slice(0, max) : '';
/** A site path or an http(s) URL; anything else (javascript:, data:) is dropped. */
const link = (f: Fields, name: string) => {
  const value = text(f, name).trim();
  return /^(\/(?!\/)|https?:\/\/)/i.test(value) ? value : '';
};
const seconds = (f: Fields, name: string, max: number) => {
  const value = Number(f[name] ?? 0);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
};

export function parseAdMessage(data: unknown): AdMessage | null {
  let f: unknown = data;
  if (typeof data === 'string') {
    try {
      f = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!f || typeof f !== 'object' || Array.isArray(f)) return null;
  const fields = f as Fields;
  if (fields.adSkinType === 'siteskin' || fields.adSkinType === 'reskin') {
    return {
      kind: 'skin',
      adSkinType: fields.adSkinType,
      adSkinWidth: seconds(fields, 'adSkinWidth', 2000),
      adClickUrl: link(fields, 'adClickUrl'),
      backgroundImagePath: link(fields, 'backgroundImagePath'),
      adImagePath: link(fields, 'adImagePath'),
      adTitle: text(fields, 'adTitle', 300),
      adLeftColumnUrl: link(fields, 'adLeftColumnUrl'),
      adLeftColumnImage: link(fields, 'adLeftColumnImage'),
      adRightColumnUrl: link(fields, 'adRightColumnUrl'),
      adRightColumnImage: link(fields, 'adRightColumnImage'),
    };
  }
  if (fields.adType === 'welcomeAdImage' || fields.adType === 'welcomeAdTag') {
    const message: WelcomeAdMessage = {
      kind: 'welcome',
      adType: fields.adType,
      adTag: text(fields, 'adTag', 20_000),
      adClickUrl: link(fields, 'adClickUrl'),
      adImagePath: link(fields, 'adImagePath'),
      adDelay: seconds(fields, 'adDelay', 60),
      adLength: seconds(fields, 'adLength', 600),
    };
    return (message.adType === 'welcomeAdImage' ? message.adImagePath : message.adTag) ? message : null;
  }
  if (typeof fields.nativeTitle === 'string' && fields.nativeTitle.trim()) {
    const nativeUrl = link(fields, 'nativeUrl');
    if (!nativeUrl) return null;
    const labels = Array.isArray(fields.labels)
      ? fields.labels
          .filter((l): l is string => typeof l === 'string' && l.trim() !== '')
          .slice(0, 5)
          .map((l) => l.slice(0, 100))
      : [];
    return {
      kind: 'native',
      nativeTitle: text(fields, 'nativeTitle', 300).trim(),
      nativeSummary: text(fields, 'nativeSummary'),
      nativeUrl,
      nativeImagePath: link(fields, 'nativeImagePath'),
      nativeImpressionTrackerUrl: link(fields, 'nativeImpressionTrackerUrl'),
      labels,
    };
  }
  return null;
}
