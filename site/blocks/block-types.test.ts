import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countQueryBlocks, populatorFor } from '../../content-engine/layouts/population/populator-for.ts';
import { defaultPopulationOf } from '../../content-engine/layouts/population/block-type-lookup.ts';
import { populateContentQuery, populationOf } from '../../content-engine/layouts/population/content-query.ts';
import { populationSchema } from '../../content-engine/shared/schemas/grid.ts';
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

  // The engine is assembled with this list (ADR 41): population looks loaders and defaults up in it.
  it("gives the engine's population each type's loader and the default population of its settings", () => {
    for (const blockType of blockTypes) {
      const block = { id: 'b', type: blockType.type, settings: {} };
      expect(populatorFor(blockTypes, block), blockType.type).toBe(blockType.populate);
      const { population } = blockType.settings.parse({}) as { population?: unknown };
      if (population)
        expect(populationOf(block, defaultPopulationOf(blockTypes, block)), blockType.type).toEqual(population);
    }
    const unlisted = { id: 'u', type: 'no_such_block', settings: {} };
    expect(populatorFor(blockTypes, unlisted)).toBeUndefined();
    const populated = { ...unlisted, settings: { population: populationSchema.parse({ numberOfItems: 2 }) } };
    expect(populatorFor(blockTypes, populated)).toBe(populateContentQuery);
  });

  it('counts the blocks a candidate pool can answer: content queries, listed or by population settings', () => {
    const blocks = [
      { id: 'a', type: 'content_list', settings: {} },
      { id: 'b', type: 'webinars', settings: {} },
      { id: 'c', type: 'related_content', settings: {} },
      { id: 'd', type: 'rich_text', settings: {} },
      { id: 'e', type: 'no_such_block', settings: { population: populationSchema.parse({ numberOfItems: 2 }) } },
    ];
    const grid = {
      rows: [{ id: 'r', settings: {}, columns: [{ id: 'c', settings: { blockAlignment: 'top' }, blocks }] }],
    };
    expect(countQueryBlocks(blockTypes, grid as never)).toBe(3);
  });
});
