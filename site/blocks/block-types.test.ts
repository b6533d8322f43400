import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockPopulators } from '../../content-engine/layouts/population/registry.ts';
import { populationOf } from '../../content-engine/layouts/population/content-query.ts';
import { blockTypes } from './block-types.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const listed = blockTypes.map((blockType) => blockType.type);

/** The keys of the renderer map, read from its source (the `.astro` components it imports do not load in a unit test). */
function rendererKeys(): string[] {
  const source = readFileSync(`${here}renderers.ts`, 'utf8');
  const map = source.slice(source.indexOf('export const blockRenderers'));
  return [...map.matchAll(/^ {2}([a-z0-9_]+): [A-Z]\w*,$/gm)].map((match) => match[1]!);
}

describe('blockTypes (ADR 41)', () => {
  it('lists each block type once, by its folder', () => {
    expect(new Set(listed).size).toBe(listed.length);
    const folders = readdirSync(here).filter((name) => name !== 'shared' && statSync(`${here}${name}`).isDirectory());
    expect([...listed].sort()).toEqual(folders.sort());
  });

  it('has a renderer for every block type, and a block type for every renderer', () => {
    const keys = rendererKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect([...keys].sort()).toEqual([...listed].sort());
  });

  it('gives every block type settings that parse an unconfigured block with their defaults', () => {
    for (const blockType of blockTypes) expect(() => blockType.settings.parse({}), blockType.type).not.toThrow();
    const populationOf = (type: string) =>
      (blockTypes.find((blockType) => blockType.type === type)!.settings.parse({}) as { population?: unknown })
        .population;
    expect(populationOf('webinars')).toMatchObject({ contentTypes: ['Webinar'], numberOfItems: 6 });
    expect(populationOf('section_overview')).toMatchObject({ section: 'current', numberOfItems: 10 });
    expect(populationOf('content_list')).toMatchObject({ numberOfItems: 1, excludeUsed: true });
  });

  it('keeps settings it does not name, and completes a partial population with the type defaults', () => {
    const podcasts = blockTypes.find((blockType) => blockType.type === 'podcasts')!;
    expect(podcasts.settings.parse({ title: 'Listen', custom: 1, population: { numberOfItems: 2 } })).toMatchObject({
      title: 'Listen',
      custom: 1,
      population: { contentTypes: ['Podcast'], numberOfItems: 2 },
    });
  });

  // Until the engine is assembled with this list (ADR 41), its own loader map must agree with it.
  it("agrees with the engine's block loaders and their population defaults", () => {
    const loaders = Object.fromEntries(
      blockTypes.flatMap((blockType) => (blockType.populate ? [[blockType.type, blockType.populate]] : [])),
    );
    expect(loaders).toEqual(blockPopulators);
    for (const blockType of blockTypes) {
      const { population } = blockType.settings.parse({}) as { population?: unknown };
      if (!population) continue;
      const fallback = blockType.type === 'related_content' ? { section: 'current' as const, numberOfItems: 4 } : {};
      const block = { id: 'b', type: blockType.type, settings: {} };
      expect(populationOf(block, fallback), blockType.type).toEqual(population);
    }
  });
});
