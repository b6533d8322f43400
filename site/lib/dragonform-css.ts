import type { SiteStyles } from '../../content-engine/shared/style-settings.ts';
import { fontStacks } from './font-stacks.ts';
import { bodyTextOn, pageBackground } from './accessible-colors.ts';

/**
 * /css/dragonform.css: the stylesheet the hosted subscription forms (Omeda Dragon Forms) load, so
 * they wear the site's fonts and colours. The form pages are the provider's markup, so the rules
 * style plain elements rather than our classes. Every value comes from validated settings
 * (hex colours, font enums), so nothing here needs escaping.
 */
export function dragonformCss({ siteName, styles }: { siteName: string; styles: SiteStyles }): string {
  const { baseStyles, header } = styles;
  const primary = baseStyles.primaryColor || '#1f4e79';
  const link = baseStyles.linkColor || primary;
  const background = pageBackground(baseStyles.bodyBackgroundColor, baseStyles.siteTheme);
  return `/* ${siteName}: styles for hosted subscription forms. Generated from the site settings. */
:root {
  --df-primary: ${primary};
  --df-secondary: ${baseStyles.secondaryColor || primary};
  --df-link: ${link};
  --df-background: ${background};
  --df-header-background: ${header.backgroundColor || '#ffffff'};
  --df-header-text: ${header.textColor || '#222222'};
  --df-text: ${bodyTextOn(background)};
  --df-border: #c8c8c8;
  --df-error: #b00020;
  --df-font: ${fontStacks[baseStyles.primaryFontFamily]};
  --df-heading-font: ${fontStacks[baseStyles.secondaryFontFamily]};
}
body {
  margin: 0 auto;
  max-width: ${styles.general.maxWidth}px;
  padding: 24px 16px;
  background: var(--df-background);
  color: var(--df-text);
  font-family: var(--df-font);
  font-size: 16px;
  line-height: 1.5;
}
h1, h2, h3, h4 { font-family: var(--df-heading-font); color: var(--df-primary); line-height: 1.25; margin: 0 0 16px; }
h1 { font-size: 28px; }
h2 { font-size: 22px; }
h3 { font-size: 18px; }
a { color: var(--df-link); }
a:hover, a:focus { text-decoration: none; }
label { display: inline-block; margin: 0 0 4px; font-weight: 600; }
input[type="text"], input[type="email"], input[type="tel"], input[type="number"], input[type="password"], input[type="date"], select, textarea {
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  padding: 8px 10px;
  border: 1px solid var(--df-border);
  border-radius: 4px;
  background: #ffffff;
  color: var(--df-text);
  font: inherit;
}
input:focus, select:focus, textarea:focus { outline: 2px solid var(--df-primary); outline-offset: 1px; border-color: var(--df-primary); }
input[type="checkbox"], input[type="radio"] { accent-color: var(--df-primary); margin-right: 6px; }
button, input[type="submit"], input[type="button"] {
  padding: 10px 24px;
  border: 0;
  border-radius: 4px;
  background: var(--df-primary);
  color: #ffffff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
button:hover, input[type="submit"]:hover, input[type="button"]:hover { background: var(--df-secondary); }
table { border-collapse: collapse; width: 100%; }
td, th { padding: 6px 8px; vertical-align: top; text-align: left; }
img { max-width: 100%; height: auto; }
.error, .errors, [role="alert"] { color: var(--df-error); }
`;
}

export const cssResponse = (css: string) =>
  new Response(css, {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
