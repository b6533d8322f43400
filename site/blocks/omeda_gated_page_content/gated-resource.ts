import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { gatePageOfNode } from '../../../content-engine/content/gate-page-of-node.ts';
import { gateTypeOf } from '../../../content-engine/shared/gating/gate.ts';
import { documentFile } from '../document_download/document-file.ts';

/**
 * What an omeda (registration) gate guards on a page: the item's file, else its link. Null when
 * the page has no omeda gate or nothing to guard (the block is then dropped).
 */
export function omedaGatedResource(
  content: Pick<ContentNode, 'type' | 'metadata' | 'membership' | 'gating' | 'file' | 'linkUrl'> | null,
): { href: string; label: string } | null {
  if (!content) return null;
  if (gateTypeOf(gatePageOfNode(content)) !== 'omeda') return null;
  const file = documentFile(content);
  if (file)
    return {
      href: file.src,
      label: `Download ${file.kind ? `${file.kind} ` : ''}${file.fileName}`.replace(/\s+/g, ' '),
    };
  const link = content.linkUrl?.trim();
  return link ? { href: link, label: 'Access this content' } : null;
}
