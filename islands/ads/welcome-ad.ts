import type { WelcomeAdMessage } from './ad-messages.ts';
import { adLink, h } from './dom.ts';

const shownKey = 'masthead.welcomeAdShown';

/**
 * The welcome ad (spec public §3, §4): opened by its creative's message after adDelay seconds, as
 * a modal dialog with the image (linked) or the tag (in a sandboxed frame); closed by its button,
 * Escape or after adLength seconds, which resets it (removed, focus back). Once per browser session.
 */
export function openWelcomeAd(ad: WelcomeAdMessage): void {
  try {
    if (sessionStorage.getItem(shownKey)) return;
    sessionStorage.setItem(shownKey, '1');
  } catch {
    // Storage refused: show it on this page anyway.
  }
  setTimeout(() => {
    const previous = document.activeElement as HTMLElement | null;
    const close = h('button', { type: 'button', class: 'welcome-ad-close' }, 'Close advertisement');
    const content =
      ad.adType === 'welcomeAdImage'
        ? (() => {
            const image = h('img', { src: ad.adImagePath, alt: 'Advertisement' });
            return ad.adClickUrl ? adLink(ad.adClickUrl, {}, image) : image;
          })()
        : h('iframe', {
            title: 'Advertisement',
            sandbox: 'allow-scripts allow-popups allow-popups-to-escape-sandbox',
            srcdoc: ad.adTag,
            width: '640',
            height: '480',
          });
    const dialog = h(
      'div',
      { class: 'welcome-ad', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Advertisement' },
      h('div', { class: 'welcome-ad-box' }, close, content),
    );
    let timer = 0;
    const reset = () => {
      clearTimeout(timer);
      removeEventListener('keydown', onKey);
      dialog.remove();
      previous?.focus?.();
    };
    const onKey = (event: KeyboardEvent) => void (event.key === 'Escape' && reset());
    close.addEventListener('click', reset);
    addEventListener('keydown', onKey);
    document.body.append(dialog);
    close.focus();
    if (ad.adLength > 0) timer = window.setTimeout(reset, ad.adLength * 1000);
  }, ad.adDelay * 1000);
}
