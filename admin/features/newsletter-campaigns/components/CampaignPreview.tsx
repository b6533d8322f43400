import { useState } from 'react';
import { formatCount } from '../../../shared/ui/format.ts';
import { previewCampaign } from '../api/preview-campaign.ts';
import type { PreviewCampaignInput, RenderedPreview } from '../api/pending-documents.ts';

/** The e-mail as it would be sent with the editor's unsaved changes, in a sandboxed frame, with its size. */
export function CampaignPreview({ input }: { input: PreviewCampaignInput }) {
  const [preview, setPreview] = useState<RenderedPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await previewCampaign(input));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Preview" className="newsletter-preview">
      <button type="button" className="secondary" disabled={busy} onClick={() => void show()}>
        {busy ? 'Rendering…' : preview ? 'Refresh preview' : 'Preview'}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {preview && (
        <>
          <p role="status">
            Subject: {preview.subject} · {formatCount(Math.round(preview.bytes / 1024))} KB
          </p>
          <iframe title="Newsletter preview" sandbox="" srcDoc={preview.html} width="100%" height="800" />
        </>
      )}
    </section>
  );
}
