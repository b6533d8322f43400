import { useEffect, useRef, useState } from 'react';
import { whenConsented } from '../consent/consent-store.ts';
import { consentCategories } from '../../content-engine/shared/consent-categories.ts';

interface Props {
  contentId: number;
}

/** Viafoura's embed (its widgets find `<vf-conversations>` and the page's `vf:container_id`). */
export const viafouraScriptSrc = 'https://cdn.viafoura.net/entry/index.js';

function loadViafoura(container: HTMLElement, contentId: number) {
  if (!document.querySelector('meta[name="vf:container_id"]')) {
    const meta = document.createElement('meta');
    meta.name = 'vf:container_id';
    meta.content = String(contentId);
    document.head.append(meta);
  }
  container.replaceChildren(document.createElement('vf-conversations'));
  if (document.querySelector(`script[src="${viafouraScriptSrc}"]`)) return;
  const script = document.createElement('script');
  script.src = viafouraScriptSrc;
  script.async = true;
  document.head.append(script);
}

/**
 * The comments of a site whose comments live at Viafoura: its script is a functional third-party
 * script, loaded only once the visitor allows functional cookies (C0003). Viafoura logs members in
 * through GET /users/validate/viafoura.
 */
export default function ViafouraComments({ contentId }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(true);
  useEffect(
    () =>
      whenConsented(consentCategories.functional, () => {
        setWaiting(false);
        if (container.current) loadViafoura(container.current, contentId);
      }),
    [contentId],
  );
  return (
    <div className="viafoura">
      {waiting && <p className="comments-consent">Comments appear once you allow functional cookies.</p>}
      <div ref={container} />
    </div>
  );
}
