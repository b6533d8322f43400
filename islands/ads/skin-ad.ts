import type { SkinAdMessage } from './ad-messages.ts';
import { adLink, h } from './dom.ts';
import { skinOffsets } from './skin-offsets.ts';

/**
 * A skin creative (spec public §3 "Skin ad"): a siteskin puts linked columns beside the page,
 * fixed below the header (offsets of §9), shown only where they fit (their lazy images load only
 * then); a reskin sets the page background and a linked banner in the reskin area.
 */
export function renderSkinAd(area: HTMLElement, ad: SkinAdMessage): void {
  area.replaceChildren();
  if (ad.adSkinType === 'reskin') {
    if (ad.backgroundImagePath)
      document.body.style.background = `url("${encodeURI(ad.backgroundImagePath)}") top center / auto no-repeat fixed`;
    if (ad.adImagePath && ad.adClickUrl)
      area.append(
        adLink(
          ad.adClickUrl,
          { class: 'reskin-banner' },
          h('img', { src: ad.adImagePath, alt: ad.adTitle || 'Advertisement' }),
        ),
      );
    return;
  }
  const offsets = skinOffsets({
    cmsUserLoggedIn: document.body.classList.contains('has-editor-toolbar'),
    primaryMenuHasLinks: area.dataset.primaryMenu === 'true',
  });
  const width = ad.adSkinWidth || 300;
  const column = (side: 'left' | 'right', href: string, image: string) =>
    href && image
      ? adLink(
          href,
          {
            class: `siteskin-column siteskin-${side}`,
            style: `top:${offsets.top}px;width:${width}px;${side === 'left' ? 'right' : 'left'}:calc(50% + ${offsets.columns}px)`,
          },
          h('img', { src: image, alt: ad.adTitle || 'Advertisement', width: String(width), loading: 'lazy' }),
        )
      : null;
  for (const el of [
    column('left', ad.adLeftColumnUrl || ad.adClickUrl, ad.adLeftColumnImage),
    column('right', ad.adRightColumnUrl || ad.adClickUrl, ad.adRightColumnImage),
  ])
    if (el) area.append(el);
  const fit = () => area.toggleAttribute('data-fits', innerWidth >= 2 * (offsets.columns + width));
  fit();
  addEventListener('resize', fit, { passive: true });
}
