import { api } from '../../../shared/api/api.ts';
import { MarkAspireNewsReadDocument } from '../../../../content-engine/documents/generated/mutation/aspireNews/markAspireNewsRead.ts';

/** Idempotent on the server; the tray calls it once per item. */
export const markAspireNewsRead = (id: number) => api.request(MarkAspireNewsReadDocument, { id });
