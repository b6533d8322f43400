import { describe, expect, it } from 'vitest';
import { socialProfileLinks } from './social-networks.ts';

describe('socialProfileLinks', () => {
  it('lists the filled-in profiles in settings order with their names and fixed colours', () => {
    expect(socialProfileLinks({ facebook: 'https://www.facebook.com/fleetowner', twitter: '', instagram: ' ', youtube: 'https://www.youtube.com/@fleetowner' })).toEqual([
      { network: 'facebook', label: 'Facebook', color: '#1877f2', href: 'https://www.facebook.com/fleetowner' },
      { network: 'youtube', label: 'YouTube', color: '#ff0000', href: 'https://www.youtube.com/@fleetowner' },
    ]);
  });

  it('ignores networks it does not know', () => {
    expect(socialProfileLinks({ myspace: 'https://myspace.com/x' })).toEqual([]);
  });
});
