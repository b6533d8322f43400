/** The header logo's box: its width and height attributes (reserving its space) and its style. */
export interface LogoBox {
  width: number | undefined;
  height: number | undefined;
  style: string;
}

/**
 * The header logo's size from the settings: `logoWidth` when set (the height then follows the
 * image), else `logoHeight` (35–45, spec public §9). The asset's own size, when known, gives the
 * other side, so the box is reserved before the image arrives.
 */
export function headerLogoBox({
  logoHeight,
  logoWidth,
  asset,
}: {
  logoHeight: number;
  logoWidth: number | null;
  asset: { width: number; height: number } | null;
}): LogoBox {
  if (logoWidth) {
    const height = asset ? Math.round((logoWidth * asset.height) / asset.width) : undefined;
    return { width: logoWidth, height, style: `width:${logoWidth}px;height:auto` };
  }
  const width = asset ? Math.round((logoHeight * asset.width) / asset.height) : undefined;
  return { width, height: width ? logoHeight : undefined, style: `height:${logoHeight}px` };
}
