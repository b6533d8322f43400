import { describe, expect, it } from 'vitest';
import { commentingOf } from './commenting.ts';

const settings = (commenting: boolean, allowAnonymousCommenting: boolean) => ({
  memberships: { commenting, allowAnonymousCommenting },
});

describe('commenting rules (spec public §5)', () => {
  it.each([
    // modules, commenting, anonymous → active, anonymous allowed
    [['memberships'], true, true, true, true],
    [['memberships'], true, false, true, false],
    [['memberships'], false, true, false, false],
    [['memberships'], false, false, false, false],
    [['search'], true, true, false, false],
    [['search'], true, false, false, false],
    [[], false, true, false, false],
  ] as const)(
    'modules %j, commenting %s, anonymous %s → active %s, anonymous allowed %s',
    (modules, commenting, anonymous, active, anonymousAllowed) => {
      expect(commentingOf(settings(commenting, anonymous), modules)).toMatchObject({ active, anonymousAllowed });
    },
  );

  it('uses the local store unless the settings choose Viafoura', () => {
    expect(commentingOf(settings(true, false), ['memberships']).service).toBe('local');
    expect(
      commentingOf(
        { memberships: { commenting: true, allowAnonymousCommenting: false, commentingService: 'viafoura' } },
        ['memberships'],
      ).service,
    ).toBe('viafoura');
  });
});
