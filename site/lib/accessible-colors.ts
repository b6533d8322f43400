import Color from 'color';
import { remembered } from './remembered.ts';

/** WCAG 2 AA for normal text. */
const minimumContrast = 4.5;
const white = Color('#ffffff');
const ink = Color('#111111');

// Every page and list card asks for the same few settings colours, and the colour maths takes
// tens of µs: answers are remembered (a tenant has a handful of colours).

/**
 * The brand colour as text on `background`: itself when it already reads at 4.5:1, else darkened
 * (or, on a dark background, lightened) step by step until it does. Keeps the hue of the brand.
 */
export const readableOn = remembered((color: string, background: string): string => {
  const bg = Color(background);
  let text = Color(color);
  const towardsLight = bg.isDark();
  for (let step = 0; step < 20 && text.contrast(bg) < minimumContrast; step++)
    text = towardsLight ? text.mix(white, 0.15) : text.mix(Color('#000000'), 0.15);
  return text.hex().toLowerCase();
});

/**
 * A brand fill (buttons, badges) and the text on it: white or near-black, whichever reads at
 * 4.5:1; when neither does, the fill is darkened until white does.
 */
export const fillWithText = remembered((color: string): Readonly<{ fill: string; text: string }> => {
  let fill = Color(color);
  if (fill.contrast(white) >= minimumContrast) return { fill: fill.hex().toLowerCase(), text: '#ffffff' };
  if (fill.contrast(ink) >= minimumContrast) return { fill: fill.hex().toLowerCase(), text: '#111111' };
  for (let step = 0; step < 20 && fill.contrast(white) < minimumContrast; step++)
    fill = fill.mix(Color('#000000'), 0.1);
  return { fill: fill.hex().toLowerCase(), text: '#ffffff' };
});

/**
 * The page background: the settings' colour (white when empty); the dark site theme keeps a dark
 * one and turns a light one (the default white included) near-black.
 */
export function pageBackground(bodyBackgroundColor: string, siteTheme: 'light' | 'dark' = 'light'): string {
  const chosen = bodyBackgroundColor || '#ffffff';
  return siteTheme === 'dark' && !Color(chosen).isDark() ? '#121212' : chosen;
}

/** The body text colour on a page background: near-white on a dark one, near-black otherwise. */
export const bodyTextOn = (background: string) => (Color(background).isDark() ? '#eeeeee' : '#222222');

/**
 * The page's colour custom properties: the brand colours for borders, their readable text and fill
 * variants, the background (the theme's when not set) and the body text that reads on it.
 */
export function colorProperties({
  primaryColor,
  secondaryColor,
  linkColor,
  bodyBackgroundColor,
  siteTheme,
}: {
  primaryColor: string;
  secondaryColor: string;
  linkColor: string;
  bodyBackgroundColor: string;
  siteTheme?: 'light' | 'dark';
}): string {
  const background = pageBackground(bodyBackgroundColor, siteTheme);
  const primaryFill = fillWithText(primaryColor);
  const secondaryFill = fillWithText(secondaryColor);
  return [
    `--primary:${primaryColor}`,
    `--secondary:${secondaryColor}`,
    `--primary-text:${readableOn(primaryColor, background)}`,
    `--secondary-text:${readableOn(secondaryColor, background)}`,
    `--link:${readableOn(linkColor, background)}`,
    `--primary-fill:${primaryFill.fill}`,
    `--on-primary:${primaryFill.text}`,
    `--secondary-fill:${secondaryFill.fill}`,
    `--on-secondary:${secondaryFill.text}`,
    `--body-bg:${background}`,
    `--body-text:${bodyTextOn(background)}`,
  ].join(';');
}

/** An editor's text colour (settings), made readable on the page's background; undefined when not set. */
export const readableTextColor = (color: string, bodyBackgroundColor: string) =>
  color ? readableOn(color, bodyBackgroundColor || '#ffffff') : undefined;
