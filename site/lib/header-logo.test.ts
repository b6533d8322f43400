import { describe, expect, it } from 'vitest';
import { headerLogoBox } from './header-logo.ts';

describe('headerLogoBox', () => {
  it('sizes the logo by its height, its width following the asset', () => {
    expect(headerLogoBox({ logoHeight: 40, logoWidth: null, asset: { width: 400, height: 100 } })).toEqual({
      width: 160,
      height: 40,
      style: 'height:40px',
    });
  });

  it('sizes the logo by logoWidth when set, its height following the asset', () => {
    expect(headerLogoBox({ logoHeight: 40, logoWidth: 220, asset: { width: 400, height: 100 } })).toEqual({
      width: 220,
      height: 55,
      style: 'width:220px;height:auto',
    });
  });

  it('reserves no box when the asset size is unknown', () => {
    expect(headerLogoBox({ logoHeight: 35, logoWidth: null, asset: null })).toEqual({
      width: undefined,
      height: undefined,
      style: 'height:35px',
    });
    expect(headerLogoBox({ logoHeight: 35, logoWidth: 200, asset: null }).height).toBeUndefined();
  });
});
