import { describe, expect, it } from 'vitest';
import { scaledSize, sizeAttributes } from './images.ts';

describe('image sizes', () => {
  it('scales to a width keeping the aspect ratio', () => {
    expect(scaledSize({ width: 1200, height: 800 }, 135)).toEqual({ width: 135, height: 90 });
  });

  it('gives no height when the image size is unknown', () => {
    expect(scaledSize({ width: null, height: null }, 135)).toEqual({ width: 135 });
    expect(sizeAttributes({ width: null, height: 10 })).toEqual({});
    expect(sizeAttributes({ width: 400, height: 400 })).toEqual({ width: 400, height: 400 });
  });
});
