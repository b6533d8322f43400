import { api } from '../../../app/api.ts';
import type { MediaAsset } from './media-asset.ts';

export const updateAsset = (input: { id: number; alt: string; caption: string; credit: string }) =>
  api.mutate<{ updateAsset: MediaAsset }>('asset/updateAsset', { input }).then((data) => data.updateAsset);

export const deleteAsset = (id: number) => api.mutate<{ deleteAsset: boolean }>('asset/deleteAsset', { input: { id } });
