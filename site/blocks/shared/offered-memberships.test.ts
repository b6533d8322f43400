import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../content-engine/memberships/membership.ts';
import { membershipOfBlock } from './offered-memberships.ts';

const membership = (id: number, alias: string): Membership => ({
  id,
  alias,
  title: alias,
  status: 1,
  isFree: true,
  omedaProduct: null,
  requiredUserCommonFields: [],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
});
const offered = [membership(1, 'free'), membership(2, 'insider')];

describe('the membership of a membership_signup block', () => {
  it('is the one its alias or id setting names', () => {
    expect(membershipOfBlock({ settings: { membershipAlias: ' insider ' } }, offered)?.id).toBe(2);
    expect(membershipOfBlock({ settings: { membershipId: '1' } }, offered)?.alias).toBe('free');
  });

  it('is none when the named one is not offered, or several are and none is named', () => {
    expect(membershipOfBlock({ settings: { membershipAlias: 'gone' } }, offered)).toBeUndefined();
    expect(membershipOfBlock({ settings: {} }, offered)).toBeUndefined();
  });

  it('is the only one offered when none is named', () => {
    expect(membershipOfBlock({ settings: {} }, [offered[0]!])?.alias).toBe('free');
  });
});
