import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchContent } from '../operations/search-content.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import type { Tenant } from '../../core/tenant.ts';
import { indexContentSearch } from '../index-queries.ts';

/*
 * The search index holds of a membership-gated body only what an anonymous reader may read: its
 * ungated paragraphs as the site sets them. A change of that setting rewrites the gated rows in
 * the same write; a zmag is gated without memberships; open and soft-gated bodies are indexed whole.
 */
let engine: TestEngine;
let tenant: Tenant;
let gated: number;
const body = ['firstpara', 'secondpara', 'thirdpara', 'fourthpara', 'fifthpara']
  .map((word) => `<div><p>The ${word} words.</p></div>`)
  .join('');

const hits = async (text: string) =>
  (await searchContent({ ctx: engine.context({ tenant }), input: { text } })).hits.map((hit) => hit.id);
async function setUngated(count: number) {
  const settings = await loadSiteSettings(engine.db, 'alpha');
  settings.memberships.ungatedParagraphs = count;
  await engine.db.transaction((trx) => saveSiteSettings(trx, { tenantKey: 'alpha', settings, now: Date.now() }));
}

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  tenant = (await findTenantByKey(engine.db, 'alpha'))!;
  await setUngated(3);
  gated = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Gated', body, membershipIds: [7] });
  await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Zmag',
    type: 'zmag',
    body: '<p>Zmagopen words.</p><p>Zmagsecret words.</p>',
  });
  await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Survey',
    body: '<p>Surveyopen.</p><p>Surveyrest.</p>',
    gating: { surveyType: 'omeda' },
  });
  await indexContentSearch(engine.db, { tenantKey: 'alpha' });
});
afterAll(() => engine?.close());

describe('the search index of gated content', () => {
  it("holds a membership-gated body up to the site's ungated paragraphs", async () => {
    expect(await hits('thirdpara')).toEqual([gated]);
    expect(await hits('fourthpara')).toEqual([]);
    expect(await hits('fifthpara')).toEqual([]);
  });

  it('is rewritten when the ungated paragraphs change, both ways', async () => {
    await setUngated(1);
    expect(await hits('firstpara')).toEqual([gated]);
    expect(await hits('secondpara')).toEqual([]);
    await setUngated(4);
    expect(await hits('fourthpara')).toEqual([gated]);
    expect(await hits('fifthpara')).toEqual([]);
  });

  it('gates a zmag without memberships and indexes a soft-gated body whole (it ships whole in the page)', async () => {
    expect(await hits('zmagopen')).toHaveLength(1);
    expect(await hits('zmagsecret')).toEqual([]);
    expect(await hits('surveyrest')).toHaveLength(1);
  });
});
