/** The logo as the engine takes it: the file's name, type and bytes in base64 (at most 600 KB). */
export const maxLogoBytes = 600 * 1024;
export const logoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

export async function readLogo(file: File): Promise<{ fileName: string; mimeType: string; data: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { fileName: file.name, mimeType: file.type, data: btoa(binary) };
}

/** What is wrong with the chosen file, before it is sent; null when it may go. */
export function logoProblem(file: File | undefined): string | null {
  if (!file) return null;
  if (!logoTypes.includes(file.type)) return 'Upload a JPEG, PNG, WebP, GIF or AVIF image';
  if (file.size > maxLogoBytes) return `The logo must be at most ${maxLogoBytes / 1024} KB`;
  return null;
}
