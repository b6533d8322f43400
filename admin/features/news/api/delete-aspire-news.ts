import { api } from '../../../app/api.ts';

/** manage_modules only. */
export const deleteAspireNews = (id: number) =>
  api.mutate<{ deleteAspireNews: boolean }>('aspireNews/deleteAspireNews', { id });
