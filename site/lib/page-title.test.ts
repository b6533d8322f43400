import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('ends with the site name after a separator and strips tags', () => {
    expect(pageTitle('<em>Electric</em> trucks', 'FleetOwner')).toBe('Electric trucks | FleetOwner');
    expect(pageTitle('', 'FleetOwner')).toBe('FleetOwner');
  });
});
