import { readCookie, writeCookie } from '../../content-engine/client/cookies.ts';
import {
  meterCookieName,
  parseMeterCookie,
  recordView,
  serializeMeterCookie,
  type Meter,
  type MeterSettings,
} from '../../content-engine/shared/gating/meter.ts';

/** Counts this content view on the visitor's meter cookie (spec public §3, §4) and returns the meter. */
export function countMeteredView(contentId: number, settings: MeterSettings, now = Date.now()): Meter {
  const meter = recordView({ meter: parseMeterCookie(readCookie(meterCookieName)), contentId, now, settings });
  writeCookie(meterCookieName, serializeMeterCookie(meter), { expires: new Date(meter.expirationTime) });
  return meter;
}
