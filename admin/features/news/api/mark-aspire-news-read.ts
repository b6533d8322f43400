import { api } from '../../../app/api.ts';

/** Idempotent on the server; the tray calls it once per item. */
export const markAspireNewsRead = (id: number) =>
  api.mutate<{ markAspireNewsRead: { id: number; hasRead: boolean } }>('aspireNews/markAspireNewsRead', { id });
