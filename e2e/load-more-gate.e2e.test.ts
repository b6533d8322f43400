import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { ungatedParagraphs } from '../content-engine/shared/gating/gate.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * A membership-gated article that load-more brings in below an open one (the demo's page-scroll
 * content layout): its fragment holds only the ungated paragraphs; a member gets the rest through
 * getGatedContentBody as on the article's own page; an anonymous visitor gets the gate in that
 * part, and the open article above keeps its body.
 */
const tenantKey = 'fleetowner';
const nextPageQuery = /* GraphQL */ `
  query next($input: NextSecondaryPageInput!) {
    getNextSecondaryPage(input: $input) {
      id
      path
    }
  }
`;

let session: DemoSession;
let engine: TestEngine;
let base: string;
/** The open article, and the gated one its load-more shows first with a sentence of its gated part. */
let open: { path: string; restSentence: string };
let gated: { path: string; restSentence: string };

const status = async (path: string) =>
  (await engine.app.inject({ url: path, headers: { host: `${tenantKey}.localhost` } })).statusCode;

/** A sentence of a body after the demo settings' 3 ungated paragraphs that its teaser does not also quote. */
function restSentence(body: string): string {
  const { teaser, rest } = ungatedParagraphs(body, 3);
  return (
    rest
      .split(/<[^>]+>/)
      .map((text) => text.trim())
      .find((text) => text.length >= 20 && !teaser.includes(text)) ?? ''
  );
}

beforeAll(async () => {
  session = await startDemoSession({ site: true, tenantKey });
  ({ engine, base } = session);
  const now = Date.now();
  const articles = () =>
    engine
      .db('content')
      .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
      .where('published', '<', now)
      .whereNull('layout_id');
  for (const candidate of await articles().whereNot('membership_ids', '[]').orderBy('id').limit(40)) {
    const neighbours = await articles()
      .where({ membership_ids: '[]', gating: '{}', primary_section_id: candidate.primary_section_id })
      .whereNot('id', candidate.id)
      .orderBy('published', 'desc')
      .limit(5);
    for (const article of neighbours) {
      const input = {
        limit: 1,
        includeContentTypes: ['Article'],
        excludeContentIds: [Number(article.id)],
        sectionId: Number(article.primary_section_id),
        sortField: 'published',
        sortOrder: 'desc',
      };
      const next = (
        await engine.gql<{ getNextSecondaryPage: { id: number } | null }>(nextPageQuery, { input }, { tenantKey })
      ).data?.getNextSecondaryPage;
      if (next?.id !== Number(candidate.id) || (await status(article.canonical_path)) !== 200) continue;
      open = { path: article.canonical_path, restSentence: restSentence(article.body) };
      gated = { path: candidate.canonical_path, restSentence: restSentence(candidate.body) };
      break;
    }
    if (gated?.restSentence && open.restSentence) break;
  }
  expect(gated?.restSentence).toBeTruthy();
  expect(open.restSentence).toBeTruthy();
}, 300_000);

afterAll(() => session?.close());

/** Scrolls down until load-more shows the gated article, and returns that part. */
async function scrollToGatedPart(page: Page) {
  const part = page.locator(`.load-more-page[data-path="${gated.path}"]`);
  // Paced scrolls, up to 40 s: on a busy machine each part takes longer to arrive.
  for (let n = 0; n < 160 && (await part.count()) === 0; n++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
  }
  return part;
}

describe('a gated article loaded below another', () => {
  it('carries no gated paragraph in its fragment', async () => {
    const fragment = await engine.app.inject({
      url: `/__fragment/load-more/1${open.path}`,
      headers: { host: `${tenantKey}.localhost` },
    });
    expect(fragment.statusCode).toBe(200);
    expect(fragment.body).toContain(`data-path="${gated.path}"`);
    expect(fragment.body).not.toContain(gated.restSentence);
  });

  it('shows a member the rest of its body, fetched like on its own page', async () => {
    const { context, page } = await session.newPage();
    await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent(open.path)}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}${open.path}`);
    const part = await scrollToGatedPart(page);
    await part.locator('.gated-rest').getByText(gated.restSentence, { exact: false }).waitFor();
    expect(await part.locator('.gate-panel').count()).toBe(0);
    await context.close();
  });

  it('shows an anonymous visitor the gate in that part, leaving the open article above whole', async () => {
    const { context, page } = await session.newPage();
    await page.goto(`${base}${open.path}`);
    const part = await scrollToGatedPart(page);
    // The body's own gate (the demo's article layout also has a gating form block, a second panel).
    await part.locator('.content-body').getByRole('region', { name: 'Members only' }).waitFor();
    expect(await part.getByText(gated.restSentence, { exact: false }).count()).toBe(0);
    const first = page.locator('.site-main .content-body').first();
    await expect.poll(() => first.evaluate((element) => element.classList.contains('gate-locked'))).toBe(false);
    expect(await first.getByText(open.restSentence, { exact: false }).isVisible()).toBe(true);
    expect(
      await page.locator('.site-main .content-body').first().getByRole('region', { name: 'Members only' }).count(),
    ).toBe(0);
    await context.close();
  });
});
