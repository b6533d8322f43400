import { describe, expect, it } from 'vitest';
import { truncateTeaser } from './teaser.ts';

describe('truncateTeaser', () => {
  it('keeps teasers within the limit as they are', () => {
    expect(truncateTeaser('Fleets try electric trucks.', 175)).toBe('Fleets try electric trucks.');
  });

  it('cuts longer teasers at a word boundary and adds an ellipsis', () => {
    const text =
      'Fleets across the Midwest are trying electric trucks on regional routes, and the early numbers look good.';
    const cut = truncateTeaser(text, 40);
    expect(cut).toBe('Fleets across the Midwest are trying…');
    expect(cut.length).toBeLessThanOrEqual(41);
  });

  it('cuts inside a long word when there is no boundary in the second half', () => {
    expect(truncateTeaser('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif…');
  });

  it('shows no teaser when the limit is 0 or there is none', () => {
    expect(truncateTeaser('Anything', 0)).toBe('');
    expect(truncateTeaser(null, 175)).toBe('');
  });
});
