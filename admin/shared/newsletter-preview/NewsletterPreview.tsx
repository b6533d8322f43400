import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../ui/use-debounced-value.ts';
import { describeSize, mobilePreviewWidth, withoutImages } from './preview-html.ts';
import './newsletter-preview.css';

/** What the engine's newsletter previews answer (previewNewsletterTemplate, previewNewsletterCampaign). */
export interface RenderedPreview {
  subject: string;
  preheader: string;
  html: string;
  text: string;
  bytes: number;
}

interface NewsletterPreviewProps<Input> {
  /** What to render (the unsaved template or campaign); a change re-renders after ~500 ms. */
  input: Input | null;
  render: (input: Input) => Promise<RenderedPreview>;
  /** The template's width in px (Desktop). */
  width: number;
}

/**
 * The e-mail as rendered, in a sandboxed frame (no scripts, no same origin): Desktop at the
 * template's width or Mobile (375 px), with images or as image-blocking clients show it (alt
 * texts), and its size with a warning once Gmail would clip it.
 */
export function NewsletterPreview<Input>({ input, render, width }: NewsletterPreviewProps<Input>) {
  const key = JSON.stringify(input);
  const debouncedKey = useDebouncedValue(key, 500);
  const [result, setResult] = useState<{ preview: RenderedPreview | null; error: string | null }>({
    preview: null,
    error: null,
  });
  const [busy, setBusy] = useState(false);
  const [mobile, setMobile] = useState(false);
  const [images, setImages] = useState(true);

  useEffect(() => {
    const current = JSON.parse(debouncedKey) as Input | null;
    if (current === null) return;
    let live = true;
    setBusy(true);
    render(current)
      .then(
        (preview) => live && setResult({ preview, error: null }),
        (error: Error) => live && setResult((previous) => ({ preview: previous.preview, error: error.message })),
      )
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
    // `render` is read when the input settles; a new function each render does not re-render.
  }, [debouncedKey]);

  const { preview, error } = result;
  const size = preview ? describeSize(preview.bytes) : null;
  const frameWidth = mobile ? mobilePreviewWidth : width;
  return (
    <section className="newsletter-preview" aria-label="E-mail preview">
      <h2>Preview</h2>
      <div className="newsletter-preview-bar" role="group" aria-label="Preview options">
        <button type="button" aria-pressed={!mobile} onClick={() => setMobile(false)}>
          Desktop ({width} px)
        </button>
        <button type="button" aria-pressed={mobile} onClick={() => setMobile(true)}>
          Mobile ({mobilePreviewWidth} px)
        </button>
        <label className="switch">
          <input type="checkbox" checked={images} onChange={() => setImages(!images)} /> Images
        </label>
      </div>
      <p role="status" aria-live="polite" className="newsletter-preview-status">
        {busy ? 'Rendering…' : size ? `Size ${size.label}` : input === null ? '' : 'Rendering…'}
      </p>
      {size?.clipped && (
        <p className="field-error" role="alert">
          The e-mail is {size.label}: Gmail clips messages over 102 KB (readers see “View entire message”).
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          The preview failed: {error}
        </p>
      )}
      {preview && (
        <>
          <p className="newsletter-preview-subject">
            <strong>Subject:</strong> {preview.subject || '(none)'} <br />
            <strong>Preheader:</strong> {preview.preheader || '(none)'}
          </p>
          <div className="newsletter-preview-frame">
            <iframe
              title={`E-mail preview, ${mobile ? 'mobile' : 'desktop'}${images ? '' : ', images off'}`}
              sandbox=""
              srcDoc={images ? preview.html : withoutImages(preview.html)}
              width={frameWidth}
              style={{ width: frameWidth }}
            />
          </div>
        </>
      )}
    </section>
  );
}
