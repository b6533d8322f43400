import { whenConsented } from '../consent/consent-store.ts';
import { $gate } from '../gating/gate-store.ts';
import { isConsentCategory } from './consent-category.ts';
import { withPartNumber } from './part-query.ts';

/**
 * The third-party widget frames of a page (site/blocks/shared/ConsentedFrame.astro): each frame
 * is written without a src and gets it once the visitor allows the frame's consent category
 * (ADR 65); until then the block shows what it waits for. Runs once per page; frames added
 * later (load-more) are started when they are announced. A frame of a block a failed gate hides
 * (`data-gate-content-id`: zmag_embed, simplemaps_us on a gated page) also waits for the article's
 * gate decision and loads only when the decision does not hide its block type: never when no
 * decision comes (it fails closed). A frame marked `data-part-query` (SourceESB part details and
 * data sheet, ADR 66) takes the page's `?part=` as its `part` parameter, validated; without a valid
 * part it never loads and says so.
 */
export function startConsentedFrames(scope: ParentNode = document): void {
  for (const wrapper of Array.from(scope.querySelectorAll<HTMLElement>('[data-consented-frame]'))) {
    if (wrapper.dataset.started) continue;
    wrapper.dataset.started = 'true';
    const category = wrapper.dataset.consentCategory;
    const frame = wrapper.querySelector<HTMLIFrameElement>('iframe[data-src]');
    if (!frame || !isConsentCategory(category)) continue;
    const partQuery = wrapper.dataset.partQuery !== undefined;
    if (partQuery && !withPartNumber(frame.dataset.src ?? '', location.search)) {
      const note = wrapper.querySelector('.consent-wait');
      if (note) note.textContent = 'Search for a part to see it here.';
      continue;
    }
    const gateId = wrapper.dataset.gateContentId;
    const blockType = wrapper.dataset.blockType ?? '';
    const afterGate = (load: () => void) => {
      if (!gateId) return load();
      const stop = $gate.subscribe((decisions) => {
        const decision = decisions[gateId];
        if (!decision) return;
        queueMicrotask(() => stop());
        if (!decision.hiddenBlockTypes.includes(blockType)) load();
      });
    };
    whenConsented(category, () =>
      afterGate(() => {
        const written = frame.dataset.src ?? '';
        const src = partQuery ? withPartNumber(written, location.search) : written;
        // Written by the server from validated settings; checked again before it is loaded.
        if (!src?.startsWith('https://')) return;
        frame.src = src;
        frame.hidden = false;
        wrapper.querySelector('.consent-wait')?.remove();
      }),
    );
  }
}
