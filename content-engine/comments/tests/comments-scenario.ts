import { insertContent, insertLayout, insertTenant } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import {
  insertSiteUser,
  siteGql,
  type SiteCallOptions,
  type SiteUserFixture,
} from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import type { EnginePorts } from '../../ports/engine-ports.ts';
import { loadOperationDocuments } from '../../server/documents-route.ts';
import { captcha, loginMutation } from '../../site-users/tests/site-users-scenario.ts';
import type { Comment } from '../comment.ts';

/*
 * Tenants of the comment suites, one per rule of spec public §5:
 *   members   memberships module, commenting on, anonymous off (commentingService local)
 *   open      memberships module, commenting on, anonymous on
 *   closed    memberships module, commenting off
 *   nomodule  no memberships module, commenting and anonymous on in its settings
 *   remote    commenting on at Viafoura
 * Each has a public article, a draft, an active member (Sam Reader) and a content layout of the
 * title and the comments block.
 */

export const tenantKeys = ['members', 'open', 'closed', 'nomodule', 'remote'] as const;
export type TenantKey = (typeof tenantKeys)[number];

interface TenantFixture {
  article: number;
  articlePath: string;
  draft: number;
  member: SiteUserFixture;
}

export interface CommentsScenario {
  engine: TestEngine;
  tenants: Record<TenantKey, TenantFixture>;
  login(tenantKey: TenantKey, user?: SiteUserFixture): Promise<string>;
  comments(
    tenantKey: string,
    input: Record<string, unknown>,
    options?: SiteCallOptions,
  ): Promise<{
    data?: { comments: Comment[]; totalCount: number; pageInfo: Record<string, unknown> };
    code?: string;
    message?: string;
  }>;
  post(
    tenantKey: string,
    input: Record<string, unknown>,
    options?: SiteCallOptions,
  ): Promise<{ data?: { comment: Comment; message: string }; code?: string; message?: string; fields?: string[] }>;
}

const settingsOf: Record<TenantKey, { modules: string[]; memberships: Record<string, unknown> }> = {
  members: { modules: ['memberships'], memberships: { commenting: true } },
  open: { modules: ['memberships'], memberships: { commenting: true, allowAnonymousCommenting: true } },
  closed: { modules: ['memberships'], memberships: { commenting: false, allowAnonymousCommenting: true } },
  nomodule: { modules: ['search'], memberships: { commenting: true, allowAnonymousCommenting: true } },
  remote: { modules: ['memberships'], memberships: { commenting: true, commentingService: 'viafoura' } },
};

const document = (key: string) => {
  const found = loadOperationDocuments().get(key);
  if (!found) throw new Error(`No document ${key}`);
  return found.text;
};

export async function createCommentsScenario({
  site = false,
  ports,
}: {
  site?: boolean;
  /** External services in place of the environment's (a commenting service the test watches). */
  ports?: Partial<EnginePorts>;
} = {}): Promise<CommentsScenario> {
  const engine = await createTestEngine({ site, ports });
  const tenants = {} as Record<TenantKey, TenantFixture>;
  for (const key of tenantKeys) {
    const { modules, memberships } = settingsOf[key];
    await insertTenant(engine.db, { key, modules, domains: [`www.${key}.example`] });
    await insertSiteSettings(engine.db, {
      tenantKey: key,
      settings: { general: { siteName: `${key} Weekly`, rootDomain: `${key}.example` }, memberships },
    });
    const article = await insertContent(engine.db, { tenantKey: key, name: `${key} public story` });
    const draft = await insertContent(engine.db, { tenantKey: key, name: `${key} draft story`, status: 2 });
    const member = await insertSiteUser(engine.db, { tenantKey: key, email: `member@${key}.example` });
    const blocks = [
      { id: 'b1', type: 'content_title', settings: {} },
      { id: 'b2', type: 'comments', settings: {} },
    ];
    await insertLayout(engine.db, {
      tenantKey: key,
      name: 'Content default',
      type: 'content',
      primaryGrid: { rows: [{ id: 'r1', settings: { layout: '1' }, columns: [{ id: 'c1', settings: {}, blocks }] }] },
    });
    const { canonical_path: articlePath } = await engine.db('content').where({ id: article }).first('canonical_path');
    tenants[key] = { article, articlePath, draft, member };
  }
  const getDocument = document('query/comments/getContentComments');
  const postDocument = document('mutation/comments/postComment');
  const errorOf = (errors?: { message: string; extensions: { code: string; fields?: string[] } }[]) =>
    errors?.[0]
      ? { code: errors[0].extensions.code, message: errors[0].message, fields: errors[0].extensions.fields }
      : {};
  return {
    engine,
    tenants,
    async login(tenantKey, user = tenants[tenantKey].member) {
      const result = await siteGql<{ loginSiteUser: { token: string } }>(
        engine,
        loginMutation,
        { input: { username: user.username, password: user.password, recaptchaToken: captcha } },
        { tenantKey },
      );
      if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
      return result.data.loginSiteUser.token;
    },
    async comments(tenantKey, input, options) {
      const result = await siteGql<{
        getContentComments: NonNullable<Awaited<ReturnType<CommentsScenario['comments']>>['data']>;
      }>(engine, getDocument, { input }, { tenantKey, ...options });
      return { data: result.data?.getContentComments, ...errorOf(result.errors) };
    },
    async post(tenantKey, input, options) {
      const result = await siteGql<{ postComment: { comment: Comment; message: string } }>(
        engine,
        postDocument,
        { input },
        { tenantKey, ...options },
      );
      return { data: result.data?.postComment, ...errorOf(result.errors) };
    },
  };
}
