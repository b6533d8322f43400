import { describe, expect, it } from 'vitest';
import { parseOneTrustGroups } from './onetrust-groups.ts';

describe('OneTrust groups', () => {
  it('reads OptanonActiveGroups, keeping only the five categories', () => {
    expect(parseOneTrustGroups(',C0001,C0003,STACK42,V2STACK1,C0004,')).toEqual(['C0001', 'C0003', 'C0004']);
  });

  it('reads the groups of a OneTrustGroupsUpdated event, without repeats', () => {
    expect(parseOneTrustGroups(['C0002', 'C0002', ' C0005 ', 'SPD_BG'])).toEqual(['C0002', 'C0005']);
  });

  it('reads nothing from nothing', () => {
    expect(parseOneTrustGroups(undefined)).toEqual([]);
    expect(parseOneTrustGroups('')).toEqual([]);
  });
});
