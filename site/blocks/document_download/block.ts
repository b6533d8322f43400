import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';
import { documentFile } from './document-file.ts';

/** document_download: the page item's file, dropped without a file src. */
export const documentDownloadBlock = defineBlockType({
  type: 'document_download',
  label: 'Document download',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !documentFile(pageContent(page)),
});
