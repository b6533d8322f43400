import { readFileSync } from 'node:fs';
import { parseAst, transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportedLocalNames, islandModule, rendererName, withRendererTags } from './tag-island-renderer.mjs';

const namesOf = (code: string) => exportedLocalNames(parseAst(code));

describe('tagging the islands with their renderer', () => {
  it('finds every kind of named export and a named default', () => {
    const code = [
      'function Local() {}',
      'const Renamed = () => null;',
      'export function Declared() {}',
      'export const Arrow = () => null, value = 1;',
      'export class Klass {}',
      'export { Local, Renamed as Other };',
      'export default function Main() {}',
    ].join('\n');
    expect(namesOf(code).sort()).toEqual(['Arrow', 'Declared', 'Klass', 'Local', 'Main', 'Renamed', 'value']);
  });

  it('tags a default export given by name, skips an anonymous one and re-exports from elsewhere', () => {
    expect(namesOf('const Page = () => null; export default Page;')).toEqual(['Page']);
    expect(namesOf('export default () => null;')).toEqual([]);
    expect(namesOf("export { Other } from './other.js';")).toEqual([]);
  });

  it('adds one tag per name at the end and leaves the code before it as it was', () => {
    const code = 'export function Island() { return null; }';
    const tagged = withRendererTags(code, ['Island']);
    expect(tagged?.startsWith(code)).toBe(true);
    expect(tagged).toContain(`__mastheadTagComponent(Island, ${JSON.stringify(rendererName)});`);
    expect(tagged).toContain("from 'astro/runtime/server/index.js'");
    expect(withRendererTags(code, [])).toBeNull();
  });

  it('tags the component of each island the site renders, as compiled for the server', async () => {
    const islands = {
      'islands/session/AccountMenu.tsx': 'AccountMenu',
      'islands/newsletter/SubscribeNewsletters.tsx': 'SubscribeNewsletters',
      'islands/toolbar/EditorToolbar.tsx': 'EditorToolbar',
      'islands/load-more/LoadMore.tsx': 'LoadMore',
      'islands/gating/PageGate.tsx': 'PageGate',
    };
    for (const [file, component] of Object.entries(islands)) {
      const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      const { code } = await transformWithEsbuild(source, file, { jsx: 'automatic', jsxImportSource: 'preact' });
      expect(namesOf(code), file).toContain(component);
    }
  });

  it('applies to the project’s JSX modules and not to its dependencies or other modules', () => {
    expect(islandModule.test('/work/main/islands/session/AccountMenu.tsx')).toBe(true);
    expect(islandModule.test('/work/main/content-engine/client/toasts.tsx')).toBe(true);
    expect(islandModule.test('/work/main/node_modules/some-lib/dist/Widget.jsx')).toBe(false);
    expect(islandModule.test('/work/main/islands/session/session-store.ts')).toBe(false);
    expect(islandModule.test('/work/main/site/components/Header.astro')).toBe(false);
  });
});
