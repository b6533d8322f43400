/*
 * Colour pairs that stay readable: template colours come from editors, and a client in dark mode
 * may invert backgrounds. Every text colour the renderer writes is checked against the background
 * it sits on; one below WCAG AA contrast is replaced by dark or light text, whichever reads better.
 */

const channels = (hex: string): [number, number, number] | null => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
};

const luminance = (hex: string) => {
  const c = channels(hex);
  if (!c) return null;
  const [r, g, b] = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two hex colours (1–21); 1 when either is unreadable. */
export const contrast = (a: string, b: string) => {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

export const darkText = '#222222';
export const lightText = '#ffffff';

/** `preferred` when it reaches `min` contrast on `background`, else the better of dark and light text. */
export const readable = (preferred: string, background: string, min = 4.5) => {
  if (preferred && contrast(preferred, background) >= min) return preferred;
  return contrast(darkText, background) >= contrast(lightText, background) ? darkText : lightText;
};

/** The first non-empty colour (block colours fall back to the template's). */
export const firstColor = (...values: (string | null | undefined)[]) => values.find((v) => v) ?? '';

/** A rule between items: light grey on light backgrounds, dark grey on dark ones (no alpha: Outlook). */
export const dividerColor = (background: string) =>
  contrast(darkText, background) >= contrast(lightText, background) ? '#d9d9d9' : '#555555';
