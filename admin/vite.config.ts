import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The admin SPA: served by the Masthead server at /admin (built files, or this config in middleware mode for `npm run dev`). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  build: { outDir: '../dist-admin', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
});
