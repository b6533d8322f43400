import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The scenario of the news suites: a fixed clock, a manager (manage_modules) and two editors
 * without it. News is global, so requests carry no tenant. Requests go through the served
 * operation documents, as the admin sends them.
 */

export interface NewsNode {
  id: number;
  title: string;
  description: string;
  date: number;
  status: number;
  alert: boolean;
  hasRead: boolean;
}

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions: { code: string } }[];
}

export interface NewsScenario {
  engine: TestEngine;
  clock: { now: number };
  tokens: { manager: string; ed: string; eve: string };
  /** Runs a named document of documents/aspireNews as the manager unless told. */
  run: <T>(document: string, variables: Record<string, unknown>, token?: string) => Promise<GqlResult<T>>;
  stream: (input?: Record<string, unknown>, token?: string) => Promise<{ items: NewsNode[]; totalCount: number }>;
  /** Creates an item as the manager; returns its id. */
  create: (item: Partial<NewsNode>) => Promise<number>;
}

export async function createNewsScenario(): Promise<NewsScenario> {
  const clock = { now: Date.UTC(2026, 10, 23, 15, 0) };
  const engine = await createTestEngine({ now: () => clock.now });
  const tokens = {
    manager: await cmsToken(engine, { username: 'manager', isGlobal: true, extraPermissions: ['manage_modules'] }),
    ed: await cmsToken(engine, { username: 'ed', isGlobal: true }),
    eve: await cmsToken(engine, { username: 'eve', isGlobal: true }),
  };
  const run = async <T>(document: string, variables: Record<string, unknown>, token = tokens.manager) =>
    engine.gql<T>(
      await operationDocument(`${document.startsWith('get') ? 'query' : 'mutation'}/aspireNews/${document}`),
      variables,
      { token },
    );
  const stream = async (input: Record<string, unknown> = {}, token?: string) => {
    const result = await run<{ getAspireNewsStream: { items: NewsNode[]; totalCount: number } }>(
      'getAspireNewsStream',
      { input },
      token,
    );
    if (result.errors) throw new Error(result.errors[0]?.message);
    return result.data!.getAspireNewsStream;
  };
  const create = async (item: Partial<NewsNode>) => {
    const result = await run<{ setAspireNews: NewsNode }>('setAspireNews', {
      item: { title: 'News', date: clock.now, status: 1, alert: false, ...item },
    });
    if (result.errors) throw new Error(result.errors[0]?.message);
    return result.data!.setAspireNews.id;
  };
  return { engine, clock, tokens, run, stream, create };
}
