import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import { styleSettingsOf } from '../../content-engine/shared/style-settings.ts';
import { dragonformCss } from './dragonform-css.ts';

describe('dragonformCss', () => {
  it('carries the site colours and fonts', () => {
    const css = dragonformCss({
      siteName: 'FleetOwner',
      styles: styleSettingsOf(
        defaultSiteSettings({
          baseStyles: {
            primaryColor: '#003b71',
            linkColor: '#0063b1',
            primaryFontFamily: 'poppins',
            secondaryFontFamily: 'georgia',
          },
        }),
      ),
    });
    expect(css).toContain('FleetOwner');
    expect(css).toContain('--df-primary: #003b71;');
    expect(css).toContain('--df-link: #0063b1;');
    expect(css).toContain('--df-font: Poppins,');
    expect(css).toContain('--df-heading-font: Georgia,');
  });

  it('has balanced braces', () => {
    const css = dragonformCss({ siteName: 'Any', styles: styleSettingsOf(defaultSiteSettings()) });
    expect(css.split('{').length).toBe(css.split('}').length);
  });
});
