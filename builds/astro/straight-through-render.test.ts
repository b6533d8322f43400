import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewrites, withStraightThroughRender } from './straight-through-render.mjs';

/*
 * Astro's runtime as installed, and a copy of it with the rewrites applied (as the server bundle
 * gets them), render the same random trees of children: strings, HTML, numbers, nothing,
 * templates, arrays, functions, promises and render instances that write before and after
 * waiting, some of which fail. Both must start the children in the same order, write the same
 * chunks in the same order, and fail with the same error.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const installed = join(root, 'node_modules/astro/dist');
const copyRoot = join(root, `node_modules/.cache/masthead-straight-through-render-${process.pid}`);
const copy = join(copyRoot, 'astro/dist');
const patched = [
  'runtime/server/render/astro/render-template.js',
  'runtime/server/render/any.js',
  'runtime/server/escape.js',
];

interface Runtime {
  renderTemplate(parts: TemplateStringsArray, ...expressions: unknown[]): { render(destination: Destination): unknown };
  markHTMLString(value: string): unknown;
}
interface Destination {
  write(chunk: unknown): void;
}

async function loadRuntime(dist: string): Promise<Runtime> {
  const template = await import(pathToFileURL(join(dist, 'runtime/server/render/astro/render-template.js')).href);
  const escape = await import(pathToFileURL(join(dist, 'runtime/server/escape.js')).href);
  return { renderTemplate: template.renderTemplate, markHTMLString: escape.markHTMLString };
}

/** A child as data, built into real values for each runtime right before its render. */
type Spec =
  | { kind: 'text'; value: string }
  | { kind: 'html'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'nothing'; value: null | undefined | false }
  | { kind: 'template'; parts: TemplateStringsArray; children: Spec[] }
  | { kind: 'array'; children: Spec[] }
  | { kind: 'function'; child: Spec }
  | { kind: 'promise'; ticks: number; child: Spec; fails: boolean }
  | { kind: 'instance'; id: number; ticks: number; before: string; after: string; throws: boolean; fails: boolean };

function randomSpec(seed: number): Spec {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  let ids = 0;
  const words = ['a', '<b>', 'x & y', '"q"', '', 'é', '0'];
  const spec = (depth: number): Spec => {
    const kind =
      depth > 3
        ? pick(['text', 'html', 'number', 'nothing', 'instance'] as const)
        : pick([
            'text',
            'html',
            'number',
            'nothing',
            'template',
            'template',
            'array',
            'function',
            'promise',
            'instance',
            'instance',
          ] as const);
    switch (kind) {
      case 'text':
        return { kind, value: pick(words) };
      case 'html':
        return { kind, value: `<i>${pick(words)}</i>` };
      case 'number':
        return { kind, value: pick([0, 1, 42]) };
      case 'nothing':
        return { kind, value: pick([null, undefined, false]) };
      case 'template': {
        const count = Math.floor(next() * 4);
        const children = Array.from({ length: count }, () => spec(depth + 1));
        const strings = Array.from({ length: count + 1 }, (_, i) => pick(['', `<p${i}>`, `</p${i}>`, ' ']));
        const parts = Object.freeze(
          Object.assign([...strings], { raw: Object.freeze([...strings]) }),
        ) as unknown as TemplateStringsArray;
        return { kind, parts, children };
      }
      case 'array':
        return { kind, children: Array.from({ length: Math.floor(next() * 4) }, () => spec(depth + 1)) };
      case 'function':
        return { kind, child: spec(depth + 1) };
      case 'promise':
        return { kind, ticks: Math.floor(next() * 3), child: spec(depth + 1), fails: next() < 0.08 };
      case 'instance':
        return {
          kind,
          id: ids++,
          ticks: pick([0, 0, 1, 2, 5]),
          before: pick(words),
          after: pick(words),
          throws: next() < 0.04,
          fails: next() < 0.08,
        };
    }
  };
  const main = ['<main>', '<hr>', '<hr>', '</main>'];
  return {
    kind: 'template',
    parts: Object.freeze(
      Object.assign([...main], { raw: Object.freeze([...main]) }),
    ) as unknown as TemplateStringsArray,
    children: [spec(0), spec(0), spec(0)],
  };
}

const ticks = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

/** Renders a spec with a runtime: the chunks written, the order children started in, and the error if any. */
async function renderWith(runtime: Runtime, spec: Spec) {
  const started: string[] = [];
  const build = (s: Spec): unknown => {
    switch (s.kind) {
      case 'text':
      case 'number':
      case 'nothing':
        return s.value;
      case 'html':
        return runtime.markHTMLString(s.value);
      case 'template':
        return runtime.renderTemplate(s.parts, ...s.children.map(build));
      case 'array':
        return s.children.map(build);
      case 'function':
        return () => build(s.child);
      case 'promise': {
        const child = build(s.child);
        return ticks(s.ticks).then(() => {
          if (s.fails) throw new Error('promise failed');
          return child;
        });
      }
      case 'instance':
        return {
          render(destination: Destination) {
            started.push(`start ${s.id}`);
            if (s.throws) throw new Error(`instance ${s.id} threw`);
            destination.write(runtime.markHTMLString(`[${s.id}:${s.before}]`));
            if (s.ticks === 0) return undefined;
            return ticks(s.ticks).then(() => {
              started.push(`resume ${s.id}`);
              if (s.fails) throw new Error(`instance ${s.id} failed`);
              destination.write(runtime.markHTMLString(`[/${s.id}:${s.after}]`));
            });
          },
        };
    }
  };
  const chunks: string[] = [];
  let error: string | null = null;
  try {
    await (build(spec) as { render(destination: Destination): unknown }).render({
      write: (chunk) => chunks.push(String(chunk)),
    });
  } catch (e) {
    error = (e as Error).message;
  }
  // A failed render's partial output is thrown away by Astro; only its error is compared.
  return error ? { error, started: started.filter((line) => line.startsWith('start')) } : { chunks, started };
}

describe('Astro’s runtime with children written straight through', () => {
  let astro: Runtime;
  let ours: Runtime;

  beforeAll(async () => {
    rmSync(copyRoot, { recursive: true, force: true });
    mkdirSync(dirname(copy), { recursive: true });
    cpSync(installed, copy, { recursive: true });
    for (const file of patched) {
      const rewritten = withStraightThroughRender(join(copy, file), readFileSync(join(copy, file), 'utf8'));
      expect(rewritten?.missing, file).toEqual([]);
      writeFileSync(join(copy, file), rewritten!.code);
    }
    astro = await loadRuntime(installed);
    ours = await loadRuntime(copy);
  });
  afterAll(() => rmSync(copyRoot, { recursive: true, force: true }));

  it('applies every rewrite to the installed Astro, and touches no other module', () => {
    for (const rewrite of rewrites) {
      const file = patched.find((path) => rewrite.module.test(`astro/dist/${path}`))!;
      const source = readFileSync(join(installed, file), 'utf8');
      expect(source, rewrite.name).toContain(rewrite.from);
      expect(withStraightThroughRender(join(installed, file), source)!.code).toContain(rewrite.to);
    }
    expect(withStraightThroughRender(join(installed, 'runtime/server/render/util.js'), 'code')).toBeNull();
  });

  it('starts children in the same order and writes the same chunks as Astro, on 1,000 random trees', async () => {
    // A child that fails after a sibling threw is never awaited (or awaited late), by Astro as
    // by us: its rejection goes unhandled. Each render's are counted here instead, and must match.
    const listeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    let unhandled = 0;
    const count = () => unhandled++;
    const countLate = () => (unhandled += 1000);
    process.on('unhandledRejection', count);
    process.on('rejectionHandled', countLate);
    let failures = 0;
    let waits = 0;
    let astroUnhandled = 0;
    try {
      for (let seed = 1; seed <= 1000; seed++) {
        const spec = randomSpec(seed);
        unhandled = 0;
        const expected = await renderWith(astro, spec);
        await ticks(30);
        astroUnhandled += unhandled;
        const expectedUnhandled = unhandled;
        unhandled = 0;
        const actual = await renderWith(ours, spec);
        await ticks(30);
        expect(actual, `seed ${seed}`).toEqual(expected);
        expect(unhandled, `seed ${seed}: unhandled rejections`).toBe(expectedUnhandled);
        if ('error' in expected) failures++;
        if (expected.started.some((line) => line.startsWith('resume'))) waits++;
      }
    } finally {
      process.off('unhandledRejection', count);
      process.off('rejectionHandled', countLate);
      for (const listener of listeners) process.on('unhandledRejection', listener);
    }
    // The trees cover failures, children that wait, and failures nothing awaits.
    expect(failures).toBeGreaterThan(30);
    expect(waits).toBeGreaterThan(200);
    expect(astroUnhandled).toBeGreaterThan(0);
  });

  it('marks a template’s static parts once and still writes them as HTML', async () => {
    const parts = Object.freeze(
      Object.assign(['<a>', '</a>'], { raw: ['<a>', '</a>'] }),
    ) as unknown as TemplateStringsArray;
    const written: unknown[][] = [];
    for (let i = 0; i < 2; i++) {
      const chunks: unknown[] = [];
      await ours.renderTemplate(parts, '<x>').render({ write: (chunk) => chunks.push(chunk) });
      written.push(chunks);
    }
    expect(written.map((chunks) => chunks.map(String))).toEqual([
      ['<a>', '&lt;x&gt;', '</a>'],
      ['<a>', '&lt;x&gt;', '</a>'],
    ]);
    expect(written[1]![0]).toBe(written[0]![0]);
  });
});
