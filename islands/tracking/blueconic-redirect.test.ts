import { describe, expect, it } from 'vitest';
import { blueConicRedirectOf } from './blueconic-redirect.ts';

describe('the arrival through a BlueConic redirect', () => {
  it('is read from the bcRedirect parameter, the dialog name trimmed and clipped', () => {
    expect(blueConicRedirectOf('?bcRedirect=%20spring-offer%20&utm_source=x')).toEqual({ dialog: 'spring-offer' });
    expect(blueConicRedirectOf('?bcRedirect=')).toEqual({ dialog: '' });
    expect(blueConicRedirectOf(`?bcRedirect=${'x'.repeat(300)}`)?.dialog).toHaveLength(200);
  });

  it('is none without the parameter', () => {
    expect(blueConicRedirectOf('')).toBeNull();
    expect(blueConicRedirectOf('?utm_source=bc')).toBeNull();
  });
});
