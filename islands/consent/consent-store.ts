import { atom } from 'nanostores';
import { consentCategories, type ConsentCategory } from '../../content-engine/shared/consent-categories.ts';

const necessaryOnly: ReadonlySet<ConsentCategory> = new Set([consentCategories.necessary]);

/**
 * The categories the visitor allows on this page. Until the consent manager (OneTrust when the
 * site configures it, the local banner otherwise) answers, only C0001 is allowed.
 */
export const $consent = atom<ReadonlySet<ConsentCategory>>(necessaryOnly);

/** Records the visitor's answer; C0001 is always kept. */
export function setConsent(categories: Iterable<ConsentCategory>): void {
  $consent.set(new Set([consentCategories.necessary, ...categories]));
}

export function hasConsent(category: ConsentCategory): boolean {
  return $consent.get().has(category);
}

/**
 * Runs `start` once, as soon as `category` is allowed (at once when it already is). Returns a
 * function that cancels the wait.
 */
export function whenConsented(category: ConsentCategory, start: () => void): () => void {
  let started = false;
  const unsubscribe = $consent.subscribe((allowed) => {
    if (started || !allowed.has(category)) return;
    started = true;
    queueMicrotask(() => unsubscribe());
    start();
  });
  if (started) unsubscribe();
  return () => unsubscribe();
}
