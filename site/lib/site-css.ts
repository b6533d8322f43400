import type { SiteStyles } from '../../content-engine/shared/style-settings.ts';
import { colorProperties, pageBackground, readableTextColor } from './accessible-colors.ts';
import { fontStacks } from './font-stacks.ts';

/** A custom property, left out when its setting is empty (the rules using it then fall back). */
const optional = (name: string, value: string | undefined) => (value ? [`${name}:${value}`] : []);

/**
 * `/css/site.css`: the tenant's style settings as custom properties, and the few rules that apply
 * them to plain elements (ADR 47). The components' own stylesheets (in the site bundle) read
 * these properties, so no page's markup carries a style setting and a style-only change rewrites
 * this one file. Every value comes from validated settings (hex colours, font enums, integers),
 * so nothing here needs escaping.
 */
export function siteCss(styles: SiteStyles): string {
  const { general, header, footer, baseStyles, podStyle, contentStyle } = styles;
  const background = pageBackground(baseStyles.bodyBackgroundColor, baseStyles.siteTheme);
  const properties = [
    colorProperties(baseStyles),
    `--max-width:${general.maxWidth}px`,
    `--spacing:${general.spacing.default}px`,
    `--unit:${general.spacing.unit}px`,
    `--font-primary:${fontStacks[baseStyles.primaryFontFamily]}`,
    `--font-secondary:${fontStacks[baseStyles.secondaryFontFamily]}`,
    `--header-bg:${header.backgroundColor || '#ffffff'}`,
    `--header-text:${header.textColor || '#222222'}`,
    ...optional('--primary-menu-bg', header.primaryMenuBackgroundColor),
    ...optional('--primary-menu-text', header.primaryMenuTextColor),
    ...optional('--secondary-menu-bg', header.secondaryMenuBackgroundColor),
    ...optional('--secondary-menu-text', header.secondaryMenuTextColor),
    `--footer-bg:${footer.primaryBackgroundColor || '#222222'}`,
    `--footer-text:${footer.textColor || '#ffffff'}`,
    ...optional('--footer-logo-bg', footer.logoBackgroundColor),
    ...optional('--section-color', readableTextColor(contentStyle.sectionColor, background)),
    ...optional('--sponsored-text', readableTextColor(contentStyle.sponsoredTextColor, background)),
    ...optional('--date-text', readableTextColor(contentStyle.dateTextColor, background)),
    ...optional('--pod-accent', podStyle.accentColor),
  ];
  return `/* Generated from the site settings (style groups). */
:root{${properties.join(';')};color-scheme:${baseStyles.siteTheme}}
body{font-family:var(--font-primary)}
h1,h2,h3,h4,h5,h6{font-family:var(--font-secondary)}
`;
}
