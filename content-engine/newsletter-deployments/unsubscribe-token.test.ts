import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = randomBytes(32);
const claims = { deploymentId: 7, newsletterId: 'daily', email: 'Ann@Example.com' };

describe('unsubscribe tokens', () => {
  it('verifies a token for the tenant it was signed for, the address lower-cased', () => {
    const token = signUnsubscribeToken(secret, 'alpha', claims);
    expect(verifyUnsubscribeToken(secret, 'alpha', token)).toEqual({ ...claims, email: 'ann@example.com' });
  });

  it('refuses another tenant, another secret, altered claims and malformed tokens', () => {
    const token = signUnsubscribeToken(secret, 'alpha', claims);
    expect(verifyUnsubscribeToken(secret, 'beta', token)).toBeNull();
    expect(verifyUnsubscribeToken(randomBytes(32), 'alpha', token)).toBeNull();
    const [, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify([7, 'daily', 'bob@example.com'])).toString('base64url');
    expect(verifyUnsubscribeToken(secret, 'alpha', `${other}.${mac}`)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', `${token}x`, `${Buffer.from('{}').toString('base64url')}.${mac}`])
      expect(verifyUnsubscribeToken(secret, 'alpha', bad)).toBeNull();
  });
});
