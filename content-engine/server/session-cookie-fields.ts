import { defaultFieldResolver, GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { FastifyRequest } from 'fastify';
import type { EngineContext } from '../core/context.ts';
import type { RequestCredentials } from '../http/request-credentials.ts';
import {
  clearCmsSessionCookies,
  clearSiteUserSessionCookies,
  cmsSessionCookies,
  siteUserSessionCookies,
  type CmsSessionTokens,
  type SiteUserSessionToken,
} from './session-cookies.ts';

/** What the transport knows of one browser-session request: its credentials and the cookies its answer sets. */
interface SessionResponse {
  request: FastifyRequest;
  credentials: RequestCredentials;
  setCookies: string[];
}

const responses = new WeakMap<EngineContext, SessionResponse>();

/**
 * Marks `ctx` as a browser-session request (the CSRF header was sent): the session mutations it
 * runs answer with Set-Cookie and withhold the tokens from the body. Returns the cookies to set.
 */
export function openSessionResponse(
  ctx: EngineContext,
  request: FastifyRequest,
  credentials: RequestCredentials,
): string[] {
  const response: SessionResponse = { request, credentials, setCookies: [] };
  responses.set(ctx, response);
  return response.setCookies;
}

/** In a browser session the token lives in its HttpOnly cookie only: the body's token reads ''. */
const withheld = '';

interface SessionField {
  /** Before the operation: may fill its arguments from the cookies. */
  args?: (args: Record<string, unknown>, response: SessionResponse) => Record<string, unknown>;
  /** After success: sets the cookies and returns the body to answer. */
  done?: (result: never, response: SessionResponse, now: number) => unknown;
  /** Sets these cookies whatever the outcome (a logout clears even when the server had no session). */
  always?: (response: SessionResponse) => string[];
}

const sessionFields: Record<string, SessionField> = {
  loginCmsUser: { done: cmsSignedIn },
  refreshTokenCmsUser: {
    args: (args, { credentials }) => {
      const input = (args.input ?? {}) as Record<string, unknown>;
      return input.refreshToken === '' && credentials.cookieRefreshToken
        ? { ...args, input: { ...input, refreshToken: credentials.cookieRefreshToken } }
        : args;
    },
    done: cmsSignedIn,
  },
  logoutCmsUser: { always: ({ request }) => clearCmsSessionCookies(request) },
  loginSiteUser: { done: siteUserSignedIn(false) },
  registerSiteUser: { done: siteUserSignedIn(false) },
  simulateSiteUser: { done: siteUserSignedIn(true) },
  logoutSiteUser: { always: ({ request }) => clearSiteUserSessionCookies(request) },
};

function cmsSignedIn(tokens: CmsSessionTokens, { request, setCookies }: SessionResponse, now: number) {
  setCookies.push(...cmsSessionCookies(request, tokens, now));
  return { ...tokens, bearerToken: withheld, refreshToken: withheld };
}

function siteUserSignedIn(simulated: boolean) {
  return (session: SiteUserSessionToken, { request, setCookies }: SessionResponse, now: number) => {
    setCookies.push(...siteUserSessionCookies(request, session, now, { simulated }));
    return { ...session, token: withheld };
  };
}

function wrap(
  resolve: GraphQLFieldResolver<unknown, EngineContext>,
  field: SessionField,
): GraphQLFieldResolver<unknown, EngineContext> {
  return async (source, args, ctx, info) => {
    const response = responses.get(ctx);
    if (!response) return resolve(source, args, ctx, info);
    try {
      const result = await resolve(source, field.args ? field.args(args, response) : args, ctx, info);
      return field.done ? field.done(result as never, response, ctx.now()) : result;
    } finally {
      if (field.always) response.setCookies.push(...field.always(response));
    }
  };
}

const wrapped = new WeakSet<GraphQLSchema>();

/**
 * Turns the session mutations' answers into cookies in the transport (operations know nothing
 * of cookies): wraps those Mutation fields of `schema` once. Calls outside a browser session
 * (the header API, builds, tests in-process) pass through unchanged.
 */
export function withSessionCookies(schema: GraphQLSchema): GraphQLSchema {
  if (wrapped.has(schema)) return schema;
  wrapped.add(schema);
  const mutation = schema.getMutationType();
  if (!(mutation instanceof GraphQLObjectType)) return schema;
  const fields = mutation.getFields();
  for (const [name, sessionField] of Object.entries(sessionFields)) {
    const field = fields[name];
    if (!field) throw new Error(`Session cookie field Mutation.${name} is not in the schema`);
    field.resolve = wrap(
      (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, EngineContext>,
      sessionField,
    );
  }
  return schema;
}
