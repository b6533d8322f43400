import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { CreateLayoutInput } from '../../../../content-engine/documents/generated/schema-types.ts';
import { layoutPreviewPath } from '../../../../content-engine/shared/layout-preview.ts';
import { adminIdentity } from '../../../shared/api/api.ts';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { PreviewPathChooser } from './PreviewPathChooser.tsx';
import { PreviewProblemNote } from './PreviewProblemNote.tsx';
import {
  autoRefreshMs,
  defaultPreviewPath,
  previewFormFields,
  previewProblemOf,
  previewWidths,
  type PreviewProblem,
  type PreviewWidth,
} from './preview-request.ts';
import './layout-preview.css';

type FrameState = { status: 'loading' } | { status: 'shown' } | { status: 'refused'; problem: PreviewProblem };

/**
 * The page of a section, a content item or an alias as the site renders it with the layout as
 * typed, before it is saved (ADR 46): a form posted into a named frame, so the page runs as a
 * page of the site (its scripts, styles and CSP). Refreshes by the button, and by itself once
 * the layout or the page has stopped changing for a second.
 */
export function LayoutPreview({ layout }: { layout: CreateLayoutInput }) {
  const id = useId();
  const frameName = `layout-preview-${id.replace(/[^a-z0-9]/gi, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  // Until the editor picks a page, the preview follows the layout's first alias.
  const [chosenPath, setPath] = useState<string | null>(null);
  const path = chosenPath ?? defaultPreviewPath(layout);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [frame, setFrame] = useState<FrameState>({ status: 'loading' });
  const fields = previewFormFields({ layout, path, tenantKey: adminIdentity().tenantKey ?? null });
  const requestKey = `${fields.path}\n${fields.layout}\n${fields.tenantKey ?? ''}`;
  const settledKey = useDebouncedValue(requestKey, autoRefreshMs);
  const submittedKey = useRef<string | null>(null);

  const refresh = () => {
    submittedKey.current = requestKey;
    setFrame({ status: 'loading' });
    formRef.current?.submit();
  };
  // Only a settled change submits. The hidden fields hold the values of the last render, so
  // submitting after it posts what is shown.
  useEffect(() => {
    if (settledKey !== submittedKey.current) refresh();
  }, [settledKey]);

  const onFrameLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const document = event.currentTarget.contentDocument;
    // The frame's first, empty document loads before any preview does.
    if (document?.URL === 'about:blank') return;
    const problem = previewProblemOf(document?.body);
    setFrame(problem ? { status: 'refused', problem } : { status: 'shown' });
  };

  return (
    <section className="layout-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preview</h2>
      <div className="layout-preview-toolbar">
        <PreviewPathChooser defaultPath={defaultPreviewPath(layout)} onChoose={setPath} />
        <div role="group" aria-label="Preview width" className="layout-preview-widths">
          {(Object.keys(previewWidths) as PreviewWidth[]).map((option) => (
            <button key={option} type="button" aria-pressed={width === option} onClick={() => setWidth(option)}>
              {option === 'desktop' ? 'Desktop' : 'Mobile'}
            </button>
          ))}
        </div>
        <button type="button" className="primary" onClick={refresh}>
          Refresh preview
        </button>
      </div>
      <p role="status" className="layout-preview-status">
        {frame.status === 'loading' ? `Rendering ${path}…` : frame.status === 'shown' ? `Showing ${path}` : ''}
      </p>
      {frame.status === 'refused' && <PreviewProblemNote problem={frame.problem} />}
      <form ref={formRef} method="post" action={layoutPreviewPath} target={frameName} hidden>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <div className="layout-preview-stage" aria-busy={frame.status === 'loading'}>
        <iframe
          name={frameName}
          title={`Preview of ${path} with this layout`}
          style={{ width: previewWidths[width] }}
          onLoad={onFrameLoad}
        />
      </div>
    </section>
  );
}
