import { whenConsented } from '../consent/consent-store.ts';
import { isConsentCategory } from './consent-category.ts';

/**
 * The third-party widget frames of a page (site/blocks/shared/ConsentedFrame.astro): each frame
 * is written without a src and gets it once the visitor allows the frame's consent category
 * (ADR 65); until then the block shows what it waits for. Runs once per page; frames added
 * later (load-more) are started when they are announced.
 */
export function startConsentedFrames(scope: ParentNode = document): void {
  for (const wrapper of Array.from(scope.querySelectorAll<HTMLElement>('[data-consented-frame]'))) {
    if (wrapper.dataset.started) continue;
    wrapper.dataset.started = 'true';
    const category = wrapper.dataset.consentCategory;
    const frame = wrapper.querySelector<HTMLIFrameElement>('iframe[data-src]');
    if (!frame || !isConsentCategory(category)) continue;
    whenConsented(category, () => {
      const src = frame.dataset.src;
      // Written by the server from validated settings; checked again before it is loaded.
      if (!src?.startsWith('https://')) return;
      frame.src = src;
      frame.hidden = false;
      wrapper.querySelector('.consent-wait')?.remove();
    });
  }
}
