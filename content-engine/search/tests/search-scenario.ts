import {
  insertAsset,
  insertContent,
  insertSchedule,
  insertSection,
  insertTenant,
  type ContentFixture,
} from '../../testing/fixtures.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { indexContentSearch } from '../index-queries.ts';
import type { SearchResult } from '../search-result.ts';

/*
 * The scenario of the search suites: tenant alpha (search module) with sections Engines and
 * Fleet, a diesel item matching by name, one by teaser and one by body, twelve hydrogen reports
 * for paging, items that are not public, a membership-gated item; tenant beta with its own diesel
 * item; tenant gamma without the search module. Rows are inserted directly and then indexed by the
 * function the seeds and the migration use; edits go through updateContent as the admin sends it.
 */

export interface SearchScenario {
  engine: TestEngine;
  ids: Record<'byName' | 'byTeaser' | 'byBody' | 'gated' | 'withImage', number>;
  hydrogenIds: number[];
  sections: { engines: number; fleet: number };
  search: (
    input: Record<string, unknown>,
    tenantKey?: string,
  ) => Promise<{ result?: SearchResult; code?: string; message?: string }>;
  updateContent: (input: Record<string, unknown>) => Promise<void>;
}

const hour = 3_600_000;
const longTeaser = (words: string) =>
  `${words} — a longer teaser so the text is the length an editor would write here.`;

export async function createSearchScenario(): Promise<SearchScenario> {
  const engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  await insertTenant(engine.db, { key: 'gamma', modules: ['magazine'] });
  const editor = await cmsToken(engine, { username: 'search-editor', tenants: ['alpha'] });
  const engines = await insertSection(engine.db, { tenantKey: 'alpha', name: 'Engines', alias: 'engines' });
  const fleet = await insertSection(engine.db, { tenantKey: 'alpha', name: 'Fleet', alias: 'fleet' });
  const add = (c: Omit<ContentFixture, 'tenantKey'> & { tenantKey?: string }) =>
    insertContent(engine.db, { tenantKey: 'alpha', ...c });
  const image = await insertAsset(engine.db, { tenantKey: 'alpha', src: '/files/pump.jpg' });

  const byName = await add({
    name: 'Diesel engines for long haul',
    teaser: longTeaser('Power for the road'),
    body: '<p>Torque and range.</p>',
    published: Date.now() - 3 * hour,
  });
  const byTeaser = await add({
    type: 'Webinar',
    name: 'Powertrain webinar',
    teaser: longTeaser('Why diesel still matters'),
    body: '<p>Register now.</p>',
    published: Date.now() - 2 * hour,
  });
  const byBody = await add({
    name: 'Fleet maintenance checklist',
    teaser: longTeaser('What to check each week'),
    body: '<p>Check the <strong>diesel</strong> filters.</p>',
    published: Date.now() - hour,
  });
  const gated = await add({
    name: 'Members briefing',
    teaser: longTeaser('For members'),
    body: '<p>An open word on superchargers.</p><p>The turbocharger secret sauce.</p>',
    membershipIds: [1],
  });
  const withImage = await add({ name: 'Fuel pump gallery', teaser: longTeaser('Pumps'), primaryImageId: image });
  await add({ name: 'Diesel draft', status: 2 });
  await add({ name: 'Diesel in the future', published: Date.now() + hour });
  const expired = await add({ name: 'Diesel expired' });
  await engine
    .db('content')
    .where({ id: expired })
    .update({ expires: Date.now() - 1000 });
  const hydrogenIds: number[] = [];
  for (let n = 1; n <= 12; n++)
    hydrogenIds.push(
      await add({
        name: `Hydrogen report ${n}`,
        body: '<p>Hydrogen fuel cells.</p>',
        published: Date.now() - n * 60_000,
      }),
    );
  await add({ tenantKey: 'beta', name: 'Diesel news from beta' });
  await add({ tenantKey: 'gamma', name: 'Diesel news from gamma' });

  await insertSchedule(engine.db, { tenantKey: 'alpha', contentId: byName, sectionId: engines });
  await insertSchedule(engine.db, { tenantKey: 'alpha', contentId: byTeaser, sectionId: engines });
  await insertSchedule(engine.db, { tenantKey: 'alpha', contentId: byBody, sectionId: fleet });
  await insertSchedule(engine.db, {
    tenantKey: 'alpha',
    contentId: byBody,
    sectionId: engines,
    endDate: Date.now() - 1000,
  });
  for (const tenantKey of ['alpha', 'beta', 'gamma']) await indexContentSearch(engine.db, { tenantKey });

  const documents = new Map<string, string>();
  const run = async (name: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
    const query = documents.get(name) ?? documents.set(name, await operationDocument(name)).get(name)!;
    const response = await engine.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    });
    return response.json() as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions: { code: string } }[];
    };
  };

  return {
    engine,
    ids: { byName, byTeaser, byBody, gated, withImage },
    hydrogenIds,
    sections: { engines, fleet },
    async search(input, tenantKey = 'alpha') {
      const { data, errors } = await run('query/search/searchContent', { input }, { 'tenant-key': tenantKey });
      return {
        result: data?.searchContent as SearchResult | undefined,
        code: errors?.[0]?.extensions.code,
        message: errors?.[0]?.message,
      };
    },
    async updateContent(input) {
      const { errors } = await run(
        'mutation/content/updateContent',
        { input },
        { 'tenant-key': 'alpha', authorization: `Bearer ${editor}` },
      );
      if (errors) throw new Error(`updateContent failed: ${JSON.stringify(errors)}`);
    },
  };
}
