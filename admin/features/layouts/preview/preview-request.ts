import type { CreateLayoutInput } from '../../../../content-engine/documents/generated/schema-types.ts';
import { previewProblemAttribute } from '../../../../content-engine/shared/layout-preview.ts';
import { fieldIsRequired } from '../../../shared/ui/forms/required.ts';

/** Where the page to preview comes from: a section, a content item found by search, or an alias typed in. */
export type PreviewSource = 'section' | 'content' | 'alias';

/** The page a new preview shows: the layout's first alias, else the home page. */
export const defaultPreviewPath = (layout: Pick<CreateLayoutInput, 'aliases'>) =>
  layout.aliases?.map((alias) => alias.trim()).find(Boolean) ?? '/';

/**
 * A typed alias as a path of the site ("news/" → "/news"), or the message to show beside the
 * field: required, and a path of this site rather than an address elsewhere.
 */
export function aliasToPath(text: string): { path: string } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: fieldIsRequired };
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed.includes('\\'))
    return { error: 'Type a path of this site, such as /news' };
  const [pathPart = '', query] = trimmed.split(/\?(.*)/s, 2);
  const path = `/${pathPart.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return { path: query ? `${path}?${query}` : path };
}

/** The fields the admin's form posts into the preview frame (ADR 46). */
export function previewFormFields({
  layout,
  path,
  tenantKey,
}: {
  layout: CreateLayoutInput;
  path: string;
  /** The site chosen on the main host (the admin's tenantKey cookie). */
  tenantKey: string | null;
}): Record<string, string> {
  // Neither name nor type changes the page the draft renders: a layout not yet named or typed
  // previews all the same (the form says beside its fields that they are required).
  const draft = { ...layout, name: layout.name?.trim() || 'Unsaved layout', type: layout.type || 'content' };
  return { path, layout: JSON.stringify(draft), ...(tenantKey ? { tenantKey } : {}) };
}

export interface PreviewProblem {
  code: string;
  message: string;
  /** Dotted paths of the layout's fields at fault. */
  fields: string[];
}

/** What a refused preview says (its document's body attributes), or null for a rendered page. */
export function previewProblemOf(body: Pick<Element, 'getAttribute'> | null | undefined): PreviewProblem | null {
  const code = body?.getAttribute(previewProblemAttribute);
  if (!body || !code) return null;
  return {
    code,
    message: body.getAttribute('data-message') ?? '',
    fields: (body.getAttribute('data-fields') ?? '').split(' ').filter(Boolean),
  };
}

/** The frame's widths: the site as a desktop browser and as a phone shows it. */
export const previewWidths = { desktop: '100%', mobile: '390px' } as const;
export type PreviewWidth = keyof typeof previewWidths;

/** Changes to the layout re-render the preview once typing has paused this long. */
export const autoRefreshMs = 1_000;
