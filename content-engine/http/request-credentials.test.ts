import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasCmsSessionCookie, requestCredentials } from './request-credentials.ts';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as FastifyRequest;
const cookie = 'cmsUserBearerToken=cms-1; cmsUserRefreshToken=refresh-1; siteUserToken=site-1; cmsUserSession=123';

describe('the credentials of a GraphQL request', () => {
  it('honours the session cookies on a POST with the CSRF header', () => {
    expect(requestCredentials(request('POST', { cookie, 'x-masthead-csrf': '1' }))).toEqual({
      cmsToken: 'cms-1',
      siteUserToken: 'site-1',
      cookieRefreshToken: 'refresh-1',
      browserSession: true,
      personal: true,
    });
  });

  it('ignores them without the header, with another value, or on a GET', () => {
    for (const [method, headers] of [
      ['POST', { cookie }],
      ['POST', { cookie, 'x-masthead-csrf': 'true' }],
      ['GET', { cookie, 'x-masthead-csrf': '1' }],
    ] as const) {
      expect(requestCredentials(request(method, headers))).toEqual({
        cmsToken: null,
        siteUserToken: null,
        cookieRefreshToken: null,
        browserSession: false,
        personal: false,
      });
    }
  });

  it("takes the spec's headers with or without cookies, and prefers them to cookies", () => {
    expect(
      requestCredentials(request('POST', { authorization: 'Bearer header-1', 'site-user-token': 'site-h' })),
    ).toMatchObject({ cmsToken: 'header-1', siteUserToken: 'site-h', personal: true, browserSession: false });
    expect(
      requestCredentials(
        request('POST', {
          cookie,
          'x-masthead-csrf': '1',
          authorization: 'Bearer header-1',
          'x-site-user-token': 'site-h',
        }),
      ),
    ).toMatchObject({ cmsToken: 'header-1', siteUserToken: 'site-h' });
  });

  it('treats an empty cookie as no credential', () => {
    expect(
      requestCredentials(request('POST', { cookie: 'siteUserToken=; cmsUserBearerToken=', 'x-masthead-csrf': '1' })),
    ).toMatchObject({ cmsToken: null, siteUserToken: null, personal: false, browserSession: true });
  });

  it('tells a page request that carries a CMS bearer cookie', () => {
    expect(hasCmsSessionCookie({ headers: { cookie } })).toBe(true);
    expect(hasCmsSessionCookie({ headers: { cookie: 'cmsUserSession=123' } })).toBe(false);
    expect(hasCmsSessionCookie({ headers: {} })).toBe(false);
  });
});
