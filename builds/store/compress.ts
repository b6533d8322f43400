import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip variants of a page, compressed on libuv's thread pool so a build uses the
 * second core while the first renders. Brotli quality 9 and gzip level 9 compress within a few
 * milliseconds for a page and give nearly the size of the maximum settings, which cost ~20× more.
 */
export async function compressVariants(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Whether stored variants decode to the body (a build killed between renames leaves them older). */
export function variantsMatch(body: Buffer, variants: { br: Buffer; gzip: Buffer }): boolean {
  try {
    return brotliDecompressSync(variants.br).equals(body) && gunzipSync(variants.gzip).equals(body);
  } catch {
    return false;
  }
}
