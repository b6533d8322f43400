import { previewProblemAttribute } from '../../content-engine/shared/layout-preview.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PreviewProblem {
  /** The engine's error code (BAD_USER_INPUT, FORBIDDEN…) or REDIRECT. */
  code: string;
  message: string;
  /** The layout fields at fault (dotted paths of the createLayout input), when known. */
  fields?: readonly string[];
}

/**
 * A small document saying why the preview shows no page. The body carries the code, the message
 * and the fields as attributes, so the admin framing it shows the problem beside its form too.
 */
export function previewProblemDocument({ code, message, fields = [] }: PreviewProblem): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Layout preview</title>',
    '<meta name="robots" content="noindex"></head>',
    `<body ${previewProblemAttribute}="${escapeHtml(code)}" data-message="${escapeHtml(message)}"`,
    ` data-fields="${escapeHtml(fields.join(' '))}">`,
    `<p>${escapeHtml(message)}</p></body></html>`,
  ].join('');
}
