import type { AdSize, SizeMappingEntry } from '../../content-engine/shared/ad-units.ts';

/**
 * The sizes a slot asks for in a viewport: the entry with the widest viewport that fits
 * (width and height at least the entry's), else the unit's own size (1x1 by default).
 */
export function sizesForViewport(
  { size, sizeMapping }: { size?: AdSize | null; sizeMapping: readonly SizeMappingEntry[] },
  [width, height]: AdSize,
): AdSize[] {
  const fitting = sizeMapping
    .filter(({ viewport }) => viewport[0] <= width && viewport[1] <= height)
    .sort((a, b) => b.viewport[0] - a.viewport[0] || b.viewport[1] - a.viewport[1]);
  const sizes = fitting[0]?.sizes;
  return sizes?.length ? sizes : [size ?? [1, 1]];
}

/** Widths from which the page reserves a slot's height (site/components/ads/ad-styles.css). */
export const reserveBreakpoints = { s: 0, m: 768, l: 1024 } as const;

/** The tallest height the slot may fill in a viewport `width` wide: the space to reserve against layout shift. */
export function reservedHeight(
  unit: { size?: AdSize | null; sizeMapping: readonly SizeMappingEntry[] },
  width: number,
): number {
  return Math.max(0, ...sizesForViewport(unit, [width, 100_000]).map((size) => size[1]));
}
