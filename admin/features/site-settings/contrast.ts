import Color from 'color';

/** WCAG 2 AA for normal text. */
export const minimumContrast = 4.5;

/** The contrast ratio of two hex colours (1–21), or null when either is empty or not a colour. */
export function contrastRatio(text: string, background: string): number | null {
  if (!/^#[0-9a-f]{3,8}$/i.test(text) || !/^#[0-9a-f]{3,8}$/i.test(background)) return null;
  try {
    return Math.round(Color(text).contrast(Color(background)) * 100) / 100;
  } catch {
    return null;
  }
}

/** The warning a text/background pair below WCAG AA earns, or null when it reads well (or cannot be judged). */
export function contrastWarning(text: string, background: string, backgroundLabel: string): string | null {
  const ratio = contrastRatio(text, background);
  if (ratio === null || ratio >= minimumContrast) return null;
  return `Contrast with the ${backgroundLabel} is ${ratio.toFixed(2)}:1, below the WCAG AA minimum of ${minimumContrast}:1.`;
}
