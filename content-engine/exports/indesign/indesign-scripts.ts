import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ZipArchive } from 'archiver';

const here = new URL('.', import.meta.url);
let zipped: Promise<Buffer> | null = null;

/** indesign.zip: the import script and its README (built once per process from the files beside this one). */
export function indesignScriptsZip(): Promise<Buffer> {
  zipped ??= (async () => {
    const archive = new ZipArchive({ zlib: { level: 9 } });
    const sink = new PassThrough();
    archive.pipe(sink);
    const done = buffer(sink);
    archive.append(await readFile(new URL('import-tagged-text.jsx', here)), {
      name: 'Masthead/import-tagged-text.jsx',
    });
    archive.append(await readFile(new URL('README.txt', here)), { name: 'Masthead/README.txt' });
    await archive.finalize();
    return done;
  })();
  zipped.catch(() => (zipped = null));
  return zipped;
}
