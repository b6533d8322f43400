import { z } from 'zod';
import { consentCategories, type ConsentCategory } from '../../../content-engine/shared/consent-categories.ts';
import { blockTypesHiddenWhenLocked, gateTypeOf, type GatedPage } from '../../../content-engine/shared/gating/gate.ts';

/*
 * Settings and sources of the third-party widget blocks (ADR 65): ids are safe tokens, URLs are
 * https only (no credentials), each vendor's frames come from its own hosts, and each widget
 * loads only once the visitor allows its consent category.
 */

import { safeTokenPattern } from '../../../content-engine/shared/safe-token.ts';

export { isSafeToken, safeTokenPattern } from '../../../content-engine/shared/safe-token.ts';

/** An optional id setting: blank is absent; anything else must be a safe token. */
export const tokenSetting = z
  .string()
  .trim()
  .max(100)
  .refine((value) => value === '' || safeTokenPattern.test(value), 'Use only letters, digits, _ and -')
  .optional();

/**
 * The URL when it is `https:` without credentials and, when `hosts` are given, on one of them or
 * a subdomain of one; else null.
 */
export function httpsUrl(value: unknown, hosts: readonly string[] = []): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
    const host = url.hostname.toLowerCase();
    if (hosts.length > 0 && !hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** An optional URL setting: blank is absent; anything else must be https (on `hosts` when given). */
export const httpsUrlSetting = (hosts: readonly string[] = []) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (value) => value === '' || httpsUrl(value, hosts) !== null,
      hosts.length ? `Use an https address on ${hosts.join(' or ')}` : 'Use an https address',
    )
    .optional();

/** A frame's height in CSS pixels. */
export const heightSetting = (fallback: number) => z.number().int().min(100).max(3000).default(fallback);

/** The block's height setting, or the fallback when absent or out of range (stored layouts are not re-validated). */
export function heightOf(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 3000 ? value : fallback;
}

/** The consent category each widget waits for (ADR 65). */
export const widgetConsent = {
  zmag_embed: consentCategories.functional,
  simplemaps_us: consentCategories.functional,
  podcast_player: consentCategories.functional,
  credspark: consentCategories.targeting,
  swiftrev: consentCategories.targeting,
} as const satisfies Record<string, ConsentCategory>;

/** What a visitor is told a waiting widget needs. */
export const consentCategoryNames: Record<ConsentCategory, string> = {
  C0001: 'necessary',
  C0002: 'performance',
  C0003: 'functional',
  C0004: 'targeting',
  C0005: 'social media',
};

/** Where each vendor's frames come from. */
export const vendorHosts = {
  zmag: ['zmags.com'],
  credspark: ['credspark.com'],
  swiftrev: ['swiftrev.com'],
} as const;

/**
 * For a block a failed gate hides (zmag_embed, simplemaps_us): its type and the page's gated
 * article when the page has a gate that can hide blocks (not an omeda gate), so its frame waits
 * for the visitor's gate decision; null on ungated pages.
 */
export function gatedFrame(
  blockType: string,
  gate: { facts: { contentId: number; page: GatedPage } } | null,
): { blockType: string; contentId: number } | null {
  if (!gate || !blockTypesHiddenWhenLocked.includes(blockType)) return null;
  return gateTypeOf(gate.facts.page) === 'omeda' ? null : { blockType, contentId: gate.facts.contentId };
}
