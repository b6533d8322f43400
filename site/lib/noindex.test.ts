import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import { noindexForType } from './noindex.ts';

describe('noindexForType', () => {
  it('marks listed content types only while the setting is on', () => {
    const on = defaultSiteSettings({
      general: { enableNoIndexByContentType: true, noIndexContentTypes: ['PressRelease'] },
    }).general;
    const off = defaultSiteSettings({
      general: { enableNoIndexByContentType: false, noIndexContentTypes: ['PressRelease'] },
    }).general;
    expect(noindexForType(on, 'PressRelease')).toBe(true);
    expect(noindexForType(on, 'Article')).toBe(false);
    expect(noindexForType(on, undefined)).toBe(false);
    expect(noindexForType(off, 'PressRelease')).toBe(false);
  });
});
