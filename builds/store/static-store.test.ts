import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticStore, type StaticStore } from './static-store.ts';

const work = mkdtempSync(join(tmpdir(), 'masthead-store-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let folders = 0;
const newStore = (memoryBudgetBytes?: number) =>
  createStaticStore({ root: join(work, String(++folders)), memoryBudgetBytes });
/** Writes as a render that starts now. */
const put = (store: StaticStore, file: string, body: Buffer) =>
  store.numbered((seq) => store.write('t', file, body, { seq }));
const page = (text: string) => Buffer.from(`<!doctype html><title>${text}</title>${'x'.repeat(4000)}`);
/** Room for nine of these pages with their (tiny) variants; one page is within an eighth of it. */
const roomForNine = 41_000;

describe('static store', () => {
  it('writes a page with br and gzip variants of the same bytes', async () => {
    const store = newStore();
    const body = page('one');
    const { etag, bytes } = (await put(store, 'news/one/index.html', body))!;
    const path = join(store.tenantRoot('t'), 'news/one/index.html');
    expect(readFileSync(path)).toEqual(body);
    expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(body);
    expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(body);
    expect(bytes).toBe(body.length);
    expect((await store.read('t', 'news/one/index.html'))?.etag).toBe(etag);
  });

  it('holds a page in memory once it is read, not when it is written', async () => {
    const store = newStore();
    await put(store, 'a/index.html', page('a'));
    expect(store.peek('t', 'a/index.html')).toBeNull();
    expect((await store.read('t', 'a/index.html'))?.body).toEqual(page('a'));
    expect(store.peek('t', 'a/index.html')?.body).toEqual(page('a'));
  });

  it('holds a page a reader asked for as it is written (an on-demand render)', async () => {
    const store = newStore();
    await store.numbered((seq) => store.write('t', 'a/index.html', page('a'), { seq, reader: true }));
    expect(store.peek('t', 'a/index.html')?.body).toEqual(page('a'));
  });

  it('refreshes a page readers hold when it is written again', async () => {
    const store = newStore();
    await put(store, 'a/index.html', page('a'));
    await store.read('t', 'a/index.html');
    await put(store, 'a/index.html', page('a, edited'));
    const held = store.peek('t', 'a/index.html');
    expect(held?.body).toEqual(page('a, edited'));
    expect(gunzipSync(held!.gzip)).toEqual(page('a, edited'));
  });

  it('keeps the pages readers hold while a build writes many others', async () => {
    const store = newStore(roomForNine);
    await put(store, 'a/index.html', page('a'));
    await store.read('t', 'a/index.html');
    for (let i = 0; i < 50; i++) await put(store, `built-${i}/index.html`, page(`built ${i}`));
    expect(store.peek('t', 'a/index.html')?.body).toEqual(page('a'));
    expect(store.peek('t', 'built-49/index.html')).toBeNull();
  });

  it('lets the oldest page read leave memory first when the budget is full', async () => {
    const store = newStore(roomForNine);
    for (let i = 0; i < 12; i++) await put(store, `p${i}/index.html`, page(`p${i}`));
    for (let i = 0; i < 12; i++) await store.read('t', `p${i}/index.html`);
    expect(store.peek('t', 'p2/index.html')).toBeNull();
    expect(store.peek('t', 'p3/index.html')?.body).toEqual(page('p3'));
    expect(store.peek('t', 'p11/index.html')?.body).toEqual(page('p11'));
  });

  it('serves a page another process rewrote, not the copy in memory, once it is checked again', async () => {
    const store = newStore();
    await put(store, 'a/index.html', page('a'));
    await store.read('t', 'a/index.html');
    const path = join(store.tenantRoot('t'), 'a/index.html');
    // Another process (the CLI) writes the page: a different size, checked on the next read after a second.
    writeFileSync(path, page('a, from the CLI'));
    const entry = store.peek('t', 'a/index.html')!;
    expect(entry.body).toEqual(page('a'));
    const realNow = Date.now;
    Date.now = () => realNow() + 2_000;
    try {
      expect((await store.read('t', 'a/index.html'))?.body).toEqual(page('a, from the CLI'));
    } finally {
      Date.now = realNow;
    }
  });

  it('never lets a render that started earlier overwrite or remove what a later one wrote', async () => {
    const store = newStore();
    await store.numbered((older) =>
      store.numbered(async (newer) => {
        expect(await store.write('t', 'a/index.html', page('newer'), { seq: newer })).toMatchObject({ kept: false });
        expect(await store.write('t', 'a/index.html', page('older'), { seq: older })).toBeUndefined();
        expect(await store.remove('t', 'a/index.html', { seq: older })).toBe(false);
        expect(store.superseded('t', 'a/index.html', older)).toBe(true);
        expect(store.superseded('t', 'a/index.html', newer)).toBe(false);
      }),
    );
    expect((await store.read('t', 'a/index.html'))?.body).toEqual(page('newer'));
    expect(await store.numbered((seq) => store.remove('t', 'a/index.html', { seq }))).toBe(true);
    expect(await store.read('t', 'a/index.html')).toBeNull();
  });

  it('keeps a file that holds the bytes of a render that came out as the stored page', async () => {
    const store = newStore();
    const first = (await put(store, 'a/index.html', page('a')))!;
    const path = join(store.tenantRoot('t'), 'a/index.html');
    const mtime = statSync(path).mtimeMs;
    const again = await store.numbered((seq) =>
      store.write('t', 'a/index.html', page('a'), { seq, etag: first.etag, unchanged: true }),
    );
    expect(again).toEqual({ etag: first.etag, bytes: page('a').length, kept: true });
    expect(statSync(path).mtimeMs).toBe(mtime);
    // A file that does not hold those bytes (another process wrote it) is written again.
    writeFileSync(path, page('b'));
    expect(
      await store.numbered((seq) =>
        store.write('t', 'a/index.html', page('a'), { seq, etag: first.etag, unchanged: true }),
      ),
    ).toMatchObject({ kept: false });
    expect(readFileSync(path)).toEqual(page('a'));
  });

  it('writes an unchanged page again when a kill left it without its variants', async () => {
    const store = newStore();
    const first = (await put(store, 'a/index.html', page('a')))!;
    const path = join(store.tenantRoot('t'), 'a/index.html');
    rmSync(`${path}.gz`);
    expect(
      await store.numbered((seq) =>
        store.write('t', 'a/index.html', page('a'), { seq, etag: first.etag, unchanged: true }),
      ),
    ).toMatchObject({ kept: false });
    expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(page('a'));
    expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(page('a'));
  });

  it('removes a page’s variants with it and keeps its temporary files out of the tenant’s folder', async () => {
    const store = newStore();
    await put(store, 'a/index.html', page('a'));
    expect(store.tempDir.startsWith(store.root)).toBe(true);
    expect(store.tempDir.startsWith(store.tenantRoot('t'))).toBe(false);
    expect(await store.numbered((seq) => store.remove('t', 'a/index.html', { seq }))).toBe(true);
    expect(readdirSync(join(store.tenantRoot('t'), 'a'))).toEqual([]);
  });
});
