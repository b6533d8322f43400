// @ts-check
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this size the encoded file saves less than its header costs. */
const minimumBytes = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset of the client build, once
 * per `astro build`, so the server sends the islands' scripts and the site's stylesheets
 * compressed without compressing per request (@fastify/static `preCompressed`).
 * @param {string} dir the client build's `_astro` folder
 * @returns {Promise<number>} how many assets were compressed
 */
export async function precompressAssets(dir) {
  const names = (await readdir(dir).catch(() => [])).filter((name) => compressible.test(name));
  let compressed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const body = await readFile(path);
    if (body.length < minimumBytes) continue;
    await writeFile(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    compressed++;
  }
  return compressed;
}
