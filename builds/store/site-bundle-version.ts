import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { siteDistDir } from '../site-build.ts';

const versionFile = '.site-bundle-version';

/** A digest of the Astro build (server and client files): a template, style or island change changes it. */
export async function siteBundleVersion(dir = siteDistDir): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const paths = files.map((entry) => join(entry.parentPath, entry.name)).sort();
  for (const path of paths)
    hash
      .update(relative(dir, path))
      .update('\0')
      .update(await readFile(path))
      .update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The bundle version the static store's pages were built with, or null when unknown. */
export const builtBundleVersion = (storeRoot: string) =>
  readFile(join(storeRoot, versionFile), 'utf8').catch(() => null);

export async function recordBuiltBundleVersion(storeRoot: string, version: string) {
  await mkdir(storeRoot, { recursive: true });
  await writeFile(join(storeRoot, versionFile), version);
}
