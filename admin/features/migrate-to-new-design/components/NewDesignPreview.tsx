import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { layoutPreviewPath, previewProblemAttribute } from '../../../../content-engine/shared/layout-preview.ts';
import { adminIdentity } from '../../../shared/api/api.ts';

type FrameState = { status: 'loading' } | { status: 'shown' } | { status: 'refused'; message: string };

/** The page the preview shows: the home page, where a new design shows most of itself. */
const previewPath = '/';

/**
 * The home page as the real renderer draws it in the new design (useNewDesign, rows mapped),
 * nothing saved: a form posted into a named frame (`POST /__layout-preview`, `design: new`, ADR
 * 50), so the page runs as the site's own, as the layout editor's preview does.
 */
export function NewDesignPreview() {
  const id = useId();
  const frameName = `new-design-preview-${id.replace(/[^a-z0-9]/gi, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [frame, setFrame] = useState<FrameState>({ status: 'loading' });
  const tenantKey = adminIdentity().tenantKey;

  const refresh = () => {
    setFrame({ status: 'loading' });
    formRef.current?.submit();
  };
  useEffect(refresh, []);

  const onFrameLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const document = event.currentTarget.contentDocument;
    if (document?.URL === 'about:blank') return;
    const code = document?.body?.getAttribute(previewProblemAttribute);
    setFrame(
      code ? { status: 'refused', message: document?.body.getAttribute('data-message') || code } : { status: 'shown' },
    );
  };

  return (
    <section className="migration-section new-design-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preview of the home page in the new design</h2>
      <div className="editor-actions">
        <button type="button" className="secondary" onClick={refresh}>
          Refresh preview
        </button>
        <p role="status" className="hint">
          {frame.status === 'loading'
            ? 'Rendering the home page…'
            : frame.status === 'shown'
              ? 'Nothing is saved by the preview.'
              : ''}
        </p>
      </div>
      {frame.status === 'refused' && (
        <p className="form-error" role="alert">
          The preview failed: {frame.message}
        </p>
      )}
      <form ref={formRef} method="post" action={layoutPreviewPath} target={frameName} hidden>
        <input type="hidden" name="path" value={previewPath} />
        <input type="hidden" name="design" value="new" />
        {tenantKey && <input type="hidden" name="tenantKey" value={tenantKey} />}
      </form>
      <iframe name={frameName} title="The home page in the new design" onLoad={onFrameLoad} />
    </section>
  );
}
