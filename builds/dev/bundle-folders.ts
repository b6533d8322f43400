import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDistDir } from '../site-build.ts';

/**
 * Where `npm run dev` builds the site again (beside dist, inside the project so the bundles
 * resolve its node_modules): one folder per rebuild, never one a process imported, and `client/`
 * holding the client files of every bundle built since the server started (content-hashed names,
 * so a page rendered by an older bundle still finds its scripts and styles).
 */
export function createBundleFolders(root = `${siteDistDir}-dev`) {
  let next = 1;
  const prefix = `bundle-${Date.now().toString(36)}-`;
  return {
    root,
    /** The served client files' folder's parent (registerSiteAssets reads `<dir>/client/_astro`). */
    assetsDir: root,
    /** Clears what an earlier server left and serves the starting bundle's client files. */
    async start(startingBundle = siteDistDir) {
      await rm(root, { recursive: true, force: true });
      await mkdir(root, { recursive: true });
      await this.addClientFiles(startingBundle);
    },
    /** A new folder for the next rebuild. */
    nextBundle: () => join(root, `${prefix}${next++}`),
    addClientFiles: (bundle: string) =>
      cp(join(bundle, 'client'), join(root, 'client'), { recursive: true, force: false, errorOnExist: false }),
    /** Removes every bundle and the client files (the server stopped). */
    remove: () => rm(root, { recursive: true, force: true }),
    /** Removes the bundles other than these (their modules stay loaded; their files are no longer needed). */
    async removeAllBut(keep: string[]) {
      for (const name of await readdir(root)) {
        const dir = join(root, name);
        if (name.startsWith('bundle-') && !keep.includes(dir)) await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export type BundleFolders = ReturnType<typeof createBundleFolders>;
