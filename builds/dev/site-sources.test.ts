import { describe, expect, it } from 'vitest';
import { isServerCodeToo, isSiteSource } from './site-sources.ts';

describe('isSiteSource', () => {
  it('takes components, styles, pages and islands', () => {
    for (const path of [
      'site/components/Footer.astro',
      'site/styles/site.css',
      'site/pages/[...path].astro',
      'islands/account/AccountMenu.tsx',
      'site/blocks/hero/loader.ts',
      'site',
    ])
      expect(isSiteSource(path), path).toBe(true);
  });

  it('ignores hidden files and folders, editor leftovers, tests and notes', () => {
    for (const path of [
      'site/components/.Footer.astro.swp',
      'site/.cache/x.astro',
      'site/components/Footer.astro~',
      'site/components/4913',
      'site/components/Footer.astro.tmp',
      'site/blocks/hero/loader.test.ts',
      'islands/account/menu.spec.tsx',
      'site/CONTEXT.md',
      'islands/node_modules/x/index.js',
    ])
      expect(isSiteSource(path), path).toBe(false);
  });
});

describe('isServerCodeToo', () => {
  it('names the TypeScript under site/ that the server thread may import, not templates or islands', () => {
    expect(isServerCodeToo('site/blocks/block-types.ts')).toBe(true);
    expect(isServerCodeToo('site/components/Footer.astro')).toBe(false);
    expect(isServerCodeToo('site/env.d.ts')).toBe(false);
    expect(isServerCodeToo('islands/site-client.ts')).toBe(false);
  });
});
