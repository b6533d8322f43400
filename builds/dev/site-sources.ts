import { sep } from 'node:path';

/** What `npm run dev` watches for the site bundle: the Astro site and the islands it hydrates. */
export const watchedSiteFolders = ['site', 'islands'];

const editorLeftovers = /(~|\.sw[a-z]|\.tmp|\.bak|^4913)$/;
const tests = /\.(test|spec)\.[cm]?[jt]sx?$/;
const notes = new Set(['CONTEXT.md', 'README.md']);

/**
 * Whether a changed file is part of the site bundle: not a hidden file or folder, an editor's
 * swap or backup file, a test or a folder's notes — none of them changes what Astro builds.
 */
export function isSiteSource(path: string): boolean {
  const parts = path.split(/[\\/]/).filter(Boolean);
  const name = parts.at(-1) ?? '';
  if (parts.some((part) => /^\.[^./]/.test(part) || part === 'node_modules')) return false;
  return !editorLeftovers.test(name) && !tests.test(name) && !notes.has(name);
}

/** Files under site/ that the server's own thread imports too (the block registry, its loaders): a change reaches it only at a restart. */
export const isServerCodeToo = (path: string) =>
  path.split(sep).join('/').startsWith('site/') && /\.[cm]?tsx?$/.test(path) && !path.endsWith('.d.ts');
