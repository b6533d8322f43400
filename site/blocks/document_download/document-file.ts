import type { ContentNode } from '../../../content-engine/content/content-node.ts';

/** The downloadable file of a content item: its src ("fileSrc"), name and a short type label. */
export interface DocumentFile {
  src: string;
  fileName: string;
  kind: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The item's file, or null when it has no file src (spec public §5: the block is then dropped). */
export function documentFile(content: Pick<ContentNode, 'file'> | null): DocumentFile | null {
  const src = text(content?.file?.src);
  if (!src) return null;
  const fileName =
    text(content?.file?.fileName) || decodeURIComponent(src.split(/[?#]/)[0]!.split('/').pop() ?? '') || 'file';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1];
  return { src, fileName, kind: extension ? extension.toUpperCase() : '' };
}
