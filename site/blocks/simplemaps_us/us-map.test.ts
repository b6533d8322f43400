import { describe, expect, it } from 'vitest';
import { simplemapsUsBlock, usMapOf } from './block.ts';

describe('simplemaps_us settings', () => {
  it('links each known state once, by name, with safe links only', () => {
    const map = usMapOf({
      states: [
        { state: 'tx', href: '/texas' },
        { state: 'AL', href: 'https://example.com/al' },
        { state: 'TX', href: '/texas-again' },
        { state: 'ZZ', href: '/nowhere' },
        { state: 'CA', href: 'javascript:alert(1)' },
      ],
      mapUrl: 'http://maps.example.com/us',
    });
    expect(map.states).toEqual([
      { code: 'AL', name: 'Alabama', href: 'https://example.com/al' },
      { code: 'TX', name: 'Texas', href: '/texas' },
    ]);
    expect(map.mapUrl).toBeNull();
    expect(map.height).toBe(500);
  });

  it('reads the states the form edits as text', () => {
    expect(usMapOf({ stateLinks: 'NY /new-york;\n il https://example.com/il ; XX /x' }).states).toEqual([
      { code: 'IL', name: 'Illinois', href: 'https://example.com/il' },
      { code: 'NY', name: 'New York', href: '/new-york' },
    ]);
    expect(simplemapsUsBlock.settings.safeParse({ stateLinks: 'NY /ny; XX /x' }).success).toBe(false);
    expect(simplemapsUsBlock.settings.safeParse({ stateLinks: 'NY javascript:alert(1)' }).success).toBe(false);
    expect(simplemapsUsBlock.settings.safeParse({ stateLinks: 'NY /ny; TX https://example.com/tx' }).success).toBe(
      true,
    );
  });

  it('validates the settings an editor saves', () => {
    expect(simplemapsUsBlock.settings.safeParse({ states: [{ state: 'XX', href: '/x' }] }).success).toBe(false);
    expect(simplemapsUsBlock.settings.safeParse({ mapUrl: 'http://x.example' }).success).toBe(false);
    expect(simplemapsUsBlock.settings.safeParse({ states: [{ state: 'NY', href: '/ny' }], height: 400 }).success).toBe(
      true,
    );
  });
});
