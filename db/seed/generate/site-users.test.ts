import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../content-engine/cms-users/passwords.ts';
import { demoMemberPassword, demoMemberPasswordHash } from './site-users.ts';

describe('demo site user', () => {
  it('has a password hash that verifies the documented demo password', async () => {
    expect(await verifyPassword(demoMemberPassword, demoMemberPasswordHash)).toBe(true);
    expect(await verifyPassword('wrong password', demoMemberPasswordHash)).toBe(false);
  });
});
