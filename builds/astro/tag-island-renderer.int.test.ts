import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteDistDir } from '../site-build.ts';
import { rendererName } from './tag-island-renderer.mjs';

/*
 * The server bundle the test suite built (content-engine/testing/build-bundles.global.ts) went
 * through astro.config.mjs: each island a page renders is tagged with the Preact renderer there,
 * so Astro renders it once instead of first in the renderer's check.
 */
describe('the built site bundle', () => {
  it('tags every island the page shell and the article blocks render', () => {
    const modules = readdirSync(`${siteDistDir}/server`, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.mjs'),
    );
    const tagged = new Set<string>();
    const tag = new RegExp(`__astro_tag_component__\\(\\s*([\\w$]+),\\s*${JSON.stringify(rendererName)}\\)`, 'g');
    for (const file of modules)
      for (const match of readFileSync(`${siteDistDir}/server/${file}`, 'utf8').matchAll(tag))
        tagged.add(match[1]!.replace(/\$\d+$/, ''));
    for (const island of [
      'AccountMenu',
      'EditorToolbar',
      'SubscribeNewsletters',
      'LoadMore',
      'PageGate',
      'FavoriteToggle',
      'Comments',
    ])
      expect(tagged, island).toContain(island);
  });
});
