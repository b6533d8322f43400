import Color from 'color';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';

/** WCAG 2 AA for normal text. */
export const minimumContrast = 4.5;

export interface ThemeColor {
  /** Where the colour is set, e.g. "Base styles · primary colour". */
  label: string;
  hex: string;
  /** Contrast of white text on it, and of black text on it (1–21, two decimals). */
  onWhiteText: number;
  onBlackText: number;
}

const contrast = (hex: string, text: string) => Math.round(Color(hex).contrast(Color(text)) * 100) / 100;

const isColor = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^#[0-9a-f]{3,8}$/i.test(value)) return false;
  try {
    Color(value);
    return true;
  } catch {
    return false;
  }
};

/** The site's theme colours (site settings: base styles, palette, header, footer, content style, podcasts), set ones only. */
export function themeColors(settings: SiteSettings): ThemeColor[] {
  const { baseStyles, header, footer, contentStyle, podStyle } = settings;
  const named: [string, unknown][] = [
    ['Base styles · primary colour', baseStyles.primaryColor],
    ['Base styles · secondary colour', baseStyles.secondaryColor],
    ['Base styles · link colour', baseStyles.linkColor],
    ['Base styles · body background', baseStyles.bodyBackgroundColor],
    ...baseStyles.colorPalette.map((hex, i): [string, unknown] => [`Palette · colour ${i + 1}`, hex]),
    ['Header · background', header.backgroundColor],
    ['Header · text', header.textColor],
    ['Header · primary menu background', header.primaryMenuBackgroundColor],
    ['Header · primary menu text', header.primaryMenuTextColor],
    ['Header · secondary menu background', header.secondaryMenuBackgroundColor],
    ['Header · secondary menu text', header.secondaryMenuTextColor],
    ['Footer · logo background', footer.logoBackgroundColor],
    ['Footer · primary background', footer.primaryBackgroundColor],
    ['Footer · text', footer.textColor],
    ['Content · sponsored text', contentStyle.sponsoredTextColor],
    ['Content · section label', contentStyle.sectionColor],
    ['Content · date text', contentStyle.dateTextColor],
    ['Podcasts · accent', podStyle.accentColor],
  ];
  return named.flatMap(([label, hex]) =>
    isColor(hex)
      ? [
          {
            label,
            hex: hex.toLowerCase(),
            onWhiteText: contrast(hex, '#ffffff'),
            onBlackText: contrast(hex, '#000000'),
          },
        ]
      : [],
  );
}
