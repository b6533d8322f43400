import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from './schemas/site-settings.ts';
import { settingsChanges, styleSettingsOf } from './style-settings.ts';

const base = defaultSiteSettings({ general: { siteName: 'Alpha' } });

describe('settingsChanges', () => {
  it('calls a colour, a font, a width or a spacing a style change only', () => {
    for (const after of [
      defaultSiteSettings({ general: { siteName: 'Alpha' }, baseStyles: { primaryColor: '#aa0000' } }),
      defaultSiteSettings({ general: { siteName: 'Alpha' }, baseStyles: { primaryFontFamily: 'raleway' } }),
      defaultSiteSettings({ general: { siteName: 'Alpha', maxWidth: 1100 } }),
      defaultSiteSettings({ general: { siteName: 'Alpha', spacing: { default: 40 } } }),
      defaultSiteSettings({ general: { siteName: 'Alpha' }, header: { primaryMenuTextColor: '#ffffff' } }),
      defaultSiteSettings({ general: { siteName: 'Alpha' }, footer: { logoBackgroundColor: '#000000' } }),
    ])
      expect(settingsChanges(base, after)).toEqual({ styles: true, menus: false, markup: false });
  });

  it('calls a menu change a menus change, and a logo or copyright change a markup change', () => {
    const menu = defaultSiteSettings({
      general: { siteName: 'Alpha' },
      menu: { header_primary: [{ label: 'News', href: '/news' }] },
    });
    expect(settingsChanges(base, menu)).toEqual({ styles: false, menus: true, markup: false });
    const footer = defaultSiteSettings({ general: { siteName: 'Alpha' }, footer: { copyrightText: '© Alpha Media' } });
    expect(settingsChanges(base, footer)).toEqual({ styles: false, menus: false, markup: true });
    const logo = defaultSiteSettings({ general: { siteName: 'Alpha' }, header: { logo: '/files/logo.png' } });
    expect(settingsChanges(base, logo)).toEqual({ styles: false, menus: false, markup: true });
  });

  it('sees no change in the same document', () => {
    expect(settingsChanges(base, structuredClone(base))).toEqual({ styles: false, menus: false, markup: false });
  });
});

describe('styleSettingsOf', () => {
  it('holds the style fields of each style group and nothing else', () => {
    const styles = styleSettingsOf(base);
    expect(styles.header).toEqual({
      backgroundColor: '#ffffff',
      textColor: '#222222',
      primaryMenuBackgroundColor: '',
      primaryMenuTextColor: '',
      secondaryMenuBackgroundColor: '',
      secondaryMenuTextColor: '',
    });
    expect(styles.general).toEqual({ maxWidth: 1300, spacing: { default: 48, unit: 8 } });
    expect(Object.keys(styles)).toEqual(['general', 'header', 'footer', 'baseStyles', 'podStyle', 'contentStyle']);
  });
});
