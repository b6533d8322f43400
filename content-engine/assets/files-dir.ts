/** Where uploaded and generated files live (FILES_DIR, var/files by default); the server serves them at /files/. */
export const filesDir = () => process.env.FILES_DIR || 'var/files';
