import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentTexts } from '../../shared/commenting.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { commentRateLimit } from '../rate-limit.ts';
import { createCommentsScenario, type CommentsScenario } from './comments-scenario.ts';

let s: CommentsScenario;
let memberToken: string;

beforeAll(async () => {
  s = await createCommentsScenario();
  memberToken = await s.login('members');
});
afterAll(() => s.engine.close());

describe('posting comments (spec public §5)', () => {
  it('posts a logged-in member’s comment under the member’s name and lists it', async () => {
    const { article } = s.tenants.members;
    const posted = await s.post(
      'members',
      { contentId: article, body: '  Great piece on fleets.  ' },
      { siteUserToken: memberToken, ip: '192.0.2.10' },
    );
    expect(posted.data).toMatchObject({
      message: commentTexts.posted,
      comment: {
        contentId: article,
        authorName: 'Sam Reader',
        body: 'Great piece on fleets.',
        byMember: true,
        status: 'approved',
      },
    });
    const listed = await s.comments('members', { contentId: article });
    expect(listed.data?.comments.map((c) => c.body)).toContain('Great piece on fleets.');
  });

  it('asks anonymous visitors to log in where anonymous commenting is off', async () => {
    const result = await s.post('members', { contentId: s.tenants.members.article, body: 'Hello', displayName: 'Pat' });
    expect([result.code, result.message]).toEqual(['UNAUTHENTICATED', commentTexts.loginRequired]);
  });

  it('lets anonymous visitors comment under a display name where allowed, and requires the name', async () => {
    const { article } = s.tenants.open;
    const missing = await s.post('open', { contentId: article, body: 'Hello' }, { ip: '192.0.2.20' });
    expect([missing.code, missing.fields]).toEqual(['BAD_USER_INPUT', ['displayName']]);
    const posted = await s.post(
      'open',
      { contentId: article, body: 'Hello from the road', displayName: ' Pat\u202e  Driver ' },
      { ip: '192.0.2.20' },
    );
    expect(posted.data?.comment).toMatchObject({
      authorName: 'Pat Driver',
      byMember: false,
      body: 'Hello from the road',
    });
  });

  it('shows a member as the member even where anonymous commenting is on (the display name is ignored)', async () => {
    const token = await s.login('open');
    const posted = await s.post(
      'open',
      { contentId: s.tenants.open.article, body: 'Member here', displayName: 'Someone Else' },
      { siteUserToken: token, ip: '192.0.2.21' },
    );
    expect(posted.data?.comment).toMatchObject({ authorName: 'Sam Reader', byMember: true });
  });

  it.each(['closed', 'nomodule'] as const)(
    'refuses reading and posting where commenting is not active (%s)',
    async (key) => {
      const token = await s.login(key).catch(() => null);
      const posted = await s.post(
        key,
        { contentId: s.tenants[key].article, body: 'Hi', displayName: 'Pat' },
        token ? { siteUserToken: token } : {},
      );
      expect([posted.code, posted.message]).toEqual(['NOT_FOUND', commentTexts.notActive]);
      const listed = await s.comments(key, { contentId: s.tenants[key].article });
      expect([listed.code, listed.message]).toEqual(['NOT_FOUND', commentTexts.notActive]);
    },
  );

  it('answers NOT_FOUND where the comments live at the commenting service', async () => {
    const listed = await s.comments('remote', { contentId: s.tenants.remote.article });
    expect([listed.code, listed.message]).toEqual(['NOT_FOUND', commentTexts.elsewhere]);
  });

  it('refuses an empty body, an over-long body or name, and a body of markup-free whitespace', async () => {
    const post = (input: Record<string, unknown>) =>
      s.post('open', { contentId: s.tenants.open.article, displayName: 'Pat', ...input }, { ip: '192.0.2.30' });
    expect((await post({ body: ' \n\u200b ' })).fields).toEqual(['body']);
    expect((await post({ body: 'x'.repeat(3001) })).fields).toEqual(['body']);
    expect((await post({ body: 'ok', displayName: 'n'.repeat(61) })).fields).toEqual(['displayName']);
  });

  it('keeps markup as text', async () => {
    const posted = await s.post(
      'open',
      { contentId: s.tenants.open.article, displayName: 'Pat', body: '<img src=x onerror=alert(1)>' },
      { ip: '192.0.2.31' },
    );
    expect(posted.data?.comment.body).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses comments on drafts and on other tenants’ content', async () => {
    expect(
      (await s.post('members', { contentId: s.tenants.members.draft, body: 'Hi' }, { siteUserToken: memberToken }))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await s.post('members', { contentId: s.tenants.open.article, body: 'Hi' }, { siteUserToken: memberToken })).code,
    ).toBe('NOT_FOUND');
    expect((await s.comments('members', { contentId: s.tenants.open.article })).code).toBe('NOT_FOUND');
  });

  it('treats another tenant’s session token as no session', async () => {
    const result = await s.post(
      'members',
      { contentId: s.tenants.members.article, body: 'Hi' },
      { siteUserToken: await s.login('open') },
    );
    expect(result.code).toBe('UNAUTHENTICATED');
  });

  it(`rate-limits a member to ${commentRateLimit.max} comments in ${commentRateLimit.windowMs / 60_000} minutes, whatever the address`, async () => {
    const user = await insertSiteUser(s.engine.db, { tenantKey: 'members', email: 'chatty@members.example' });
    const token = await s.login('members', user);
    for (let n = 1; n <= commentRateLimit.max; n++) {
      expect(
        (
          await s.post(
            'members',
            { contentId: s.tenants.members.article, body: `Comment ${n}` },
            { siteUserToken: token, ip: `198.51.100.${n}` },
          )
        ).code,
      ).toBeUndefined();
    }
    const limited = await s.post(
      'members',
      { contentId: s.tenants.members.article, body: 'One more' },
      { siteUserToken: token, ip: '198.51.100.99' },
    );
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.message).toMatch(/^You are commenting too often\. Please try again in \d+ minutes?\.$/);
  });

  it('rate-limits anonymous comments per client address', async () => {
    for (let n = 1; n <= commentRateLimit.max; n++) {
      expect(
        (
          await s.post(
            'open',
            { contentId: s.tenants.open.article, body: `Anon ${n}`, displayName: `Guest ${n}` },
            { ip: '203.0.113.50' },
          )
        ).code,
      ).toBeUndefined();
    }
    expect(
      (
        await s.post(
          'open',
          { contentId: s.tenants.open.article, body: 'Again', displayName: 'Guest' },
          { ip: '203.0.113.50' },
        )
      ).code,
    ).toBe('RATE_LIMITED');
    expect(
      (
        await s.post(
          'open',
          { contentId: s.tenants.open.article, body: 'Other address', displayName: 'Guest' },
          { ip: '203.0.113.51' },
        )
      ).code,
    ).toBeUndefined();
  });
});

describe('reading comments', () => {
  it('lists approved comments newest first, a page at a time, with the total', async () => {
    const { article } = s.tenants.members;
    const reader = await insertSiteUser(s.engine.db, {
      tenantKey: 'members',
      email: 'pager@members.example',
      profile: { first_name: 'Alex', last_name: 'Pager' },
    });
    const token = await s.login('members', reader);
    const base = await s.comments('members', { contentId: article, limit: 50 });
    for (let n = 1; n <= 3; n++)
      await s.post(
        'members',
        { contentId: article, body: `Paged ${n}` },
        { siteUserToken: token, ip: `192.0.2.${100 + n}` },
      );
    await s.engine.db('comments').where({ tenant_key: 'members', body: 'Paged 2' }).update({ status: 'removed' });
    const first = await s.comments('members', { contentId: article, limit: 1 });
    expect(first.data?.totalCount).toBe(base.data!.totalCount + 2);
    expect(first.data?.comments.map((c) => c.body)).toEqual(['Paged 3']);
    expect(first.data?.pageInfo).toMatchObject({ page: 1, limit: 1, hasNextPage: true });
    const second = await s.comments('members', { contentId: article, limit: 1, page: 2 });
    expect(second.data?.comments.map((c) => [c.body, c.authorName])).toEqual([['Paged 1', 'Alex Pager']]);
  });

  it('shows a member’s current name after the member renames', async () => {
    const user = await insertSiteUser(s.engine.db, {
      tenantKey: 'members',
      email: 'renamer@members.example',
      profile: { first_name: 'Old', last_name: 'Name' },
    });
    const token = await s.login('members', user);
    const posted = await s.post(
      'members',
      { contentId: s.tenants.members.article, body: 'Before the rename' },
      { siteUserToken: token, ip: '192.0.2.200' },
    );
    await s.engine.db('site_users').where({ id: user.id }).update({ first_name: 'New' });
    const listed = await s.comments('members', { contentId: s.tenants.members.article, limit: 50 });
    expect(listed.data?.comments.find((c) => c.id === posted.data?.comment.id)?.authorName).toBe('New Name');
  });

  it('refuses a page below 1 and a limit above 50', async () => {
    expect((await s.comments('members', { contentId: s.tenants.members.article, page: 0 })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await s.comments('members', { contentId: s.tenants.members.article, limit: 51 })).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});
