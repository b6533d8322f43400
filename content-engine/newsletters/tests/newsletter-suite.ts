import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { Permission } from '../../shared/permissions.ts';

/*
 * The scenario of the newsletter suites: tenants alpha and beta (newsletters on), gamma (the
 * module off), and a CMS user per permission (the viewer role beside it, so nothing else). `call` sends a served document by name.
 */

export interface NewsletterSuite {
  suite: WriteSuite<string>;
  tokens: Record<string, string>;
  /** Sends the served document `kind/newsletter/name` with `{ input }` (alpha and the token named unless told). */
  call: <T = unknown>(
    name: string,
    input?: Record<string, unknown> | null,
    options?: { token?: string | null; tenantKey?: string },
  ) => Promise<{ value?: T; code?: string; message?: string; fields?: string[]; data?: unknown }>;
}

const users: Record<string, { permissions: Permission[]; tenants?: string[]; role?: string }> = {
  templates: { permissions: ['manage_newsletter_templates'] },
  basic: { permissions: ['manage_newsletter_templates_basic'] },
  campaigns: { permissions: ['manage_newsletter_campaigns'] },
  ads: { permissions: ['manage_newsletter_ads'] },
  settings: { permissions: ['manage_newsletter_settings'] },
  /** The editor role: manage_content (content schedules), no newsletter permission. */
  editor: { permissions: [], role: 'editor' },
  /** Every newsletter permission, on beta only. */
  beta: {
    permissions: ['manage_newsletter_templates', 'manage_newsletter_campaigns', 'manage_newsletter_ads'],
    tenants: ['beta'],
  },
  /** Every newsletter permission, on gamma (newsletters off). */
  gamma: {
    permissions: ['manage_newsletter_templates', 'manage_newsletter_campaigns', 'manage_newsletter_ads'],
    tenants: ['gamma'],
  },
  viewer: { permissions: [], role: 'viewer' },
};

export async function createNewsletterSuite(): Promise<NewsletterSuite> {
  const suite = await createWriteSuite<string>('newsletter', []);
  await insertTenant(suite.engine.db, { key: 'gamma', domains: ['gamma.example.com'], modules: ['magazine'] });
  const tokens: Record<string, string> = {};
  for (const [name, user] of Object.entries(users))
    tokens[name] = await cmsToken(suite.engine, {
      username: `nl-${name}`,
      role: user.role ?? 'viewer',
      tenants: user.tenants ?? ['alpha'],
      extraPermissions: user.permissions,
    });
  const documents = new Map<string, string>();
  const documentOf = async (name: string) => {
    if (!documents.has(name)) {
      const kind = /^(get|populate)/.test(name) ? 'query' : 'mutation';
      documents.set(name, await operationDocument(`${kind}/newsletter/${name}`));
    }
    return documents.get(name)!;
  };
  return {
    suite,
    tokens,
    async call(name, input, { token, tenantKey = 'alpha' } = {}) {
      const chosen = token === undefined ? tokens.templates : token;
      const result = await suite.engine.gql<Record<string, never>>(
        await documentOf(name),
        input === null ? {} : { input: input ?? {} },
        { token: chosen ?? undefined, tenantKey },
      );
      const error = result.errors?.[0] as
        { message: string; extensions: { code: string; fields?: string[] } } | undefined;
      return {
        value: result.data?.[name],
        data: result.data,
        code: error?.extensions.code,
        message: error?.message,
        fields: error?.extensions.fields,
      };
    },
  };
}
