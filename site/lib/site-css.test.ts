import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, type SiteSettingsPartial } from '../../content-engine/shared/schemas/site-settings.ts';
import { styleSettingsOf } from '../../content-engine/shared/style-settings.ts';
import { siteCss } from './site-css.ts';

const css = (partial: SiteSettingsPartial = {}) => siteCss(styleSettingsOf(defaultSiteSettings(partial)));

describe('siteCss', () => {
  it('carries the fonts, widths and spacing of the settings, with the spec defaults', () => {
    const sheet = css({ baseStyles: { primaryFontFamily: 'poppins', secondaryFontFamily: 'raleway' } });
    expect(sheet).toContain('--font-primary:Poppins,');
    expect(sheet).toContain('--font-secondary:Raleway,');
    expect(sheet).toContain('--max-width:1300px;--spacing:48px;--unit:8px');
    expect(css({ general: { maxWidth: 1024, spacing: { default: 32, unit: 4 } } })).toContain(
      '--max-width:1024px;--spacing:32px;--unit:4px',
    );
  });

  it('carries the header, menu and footer colours; an unset menu colour is left out', () => {
    const sheet = css({
      header: { backgroundColor: '#101010', textColor: '#fafafa', primaryMenuBackgroundColor: '#003366' },
      footer: { primaryBackgroundColor: '#111111', textColor: '#eeeeee', logoBackgroundColor: '#ffffff' },
    });
    expect(sheet).toContain('--header-bg:#101010;--header-text:#fafafa;--primary-menu-bg:#003366;--footer-bg');
    expect(sheet).toContain('--footer-bg:#111111;--footer-text:#eeeeee;--footer-logo-bg:#ffffff');
    expect(sheet).not.toContain('--secondary-menu-bg');
  });

  it('carries the brand colours and the content colours made readable', () => {
    const sheet = css({ baseStyles: { primaryColor: '#aa0000' }, contentStyle: { sectionColor: '#ffff00' } });
    expect(sheet).toContain('--primary:#aa0000');
    expect(sheet).toMatch(/--section-color:#[0-9a-f]{6}/);
    expect(sheet).not.toContain('--section-color:#ffff00');
  });

  it('makes the dark site theme a dark page with light text, and any dark background too', () => {
    expect(css()).toContain('--body-bg:#ffffff;--body-text:#222222');
    expect(css()).toContain('color-scheme:light');
    const dark = css({ baseStyles: { siteTheme: 'dark' } });
    expect(dark).toContain('--body-bg:#121212;--body-text:#eeeeee');
    expect(dark).toContain('color-scheme:dark');
    expect(css({ baseStyles: { bodyBackgroundColor: '#1a2b3c' } })).toContain('--body-text:#eeeeee');
    expect(dark).toMatch(/--link:#[0-9a-f]{6}/);
  });

  it('carries the podcast accent colour when set', () => {
    expect(css()).not.toContain('--pod-accent');
    expect(css({ podStyle: { accentColor: '#7a1fa2' } })).toContain('--pod-accent:#7a1fa2');
  });

  it('has balanced braces', () => {
    const sheet = css();
    expect(sheet.split('{').length).toBe(sheet.split('}').length);
  });
});
