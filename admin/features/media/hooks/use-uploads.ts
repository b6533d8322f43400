import { useState } from 'react';
import { uploadAsset } from '../api/upload-asset.ts';

export interface UploadStatus {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

/** Uploads files one after another, keeping each one's progress and outcome for the status list. */
export function useUploads(onUploaded: () => void) {
  const [uploads, setUploads] = useState<UploadStatus[]>([]);
  const patch = (key: string, change: Partial<UploadStatus>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function start(files: File[]) {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((all) => [
      ...batch.map(({ file, key }): UploadStatus => ({ key, name: file.name, progress: 0, state: 'uploading' })),
      ...all,
    ]);
    for (const { file, key } of batch) {
      try {
        await uploadAsset(file, (progress) => patch(key, { progress }));
        patch(key, { progress: 1, state: 'done' });
        onUploaded();
      } catch (error) {
        patch(key, { state: 'failed', error: (error as Error).message });
      }
    }
  }
  return { uploads, start, clear: () => setUploads((all) => all.filter((u) => u.state === 'uploading')) };
}
