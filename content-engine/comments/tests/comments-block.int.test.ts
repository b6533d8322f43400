import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { createCommentsScenario, type CommentsScenario, type TenantKey } from './comments-scenario.ts';

/* The comments block as served: static HTML without visitor data, the island's props, dropped where commenting is off (spec public §5). */

let s: CommentsScenario;

beforeAll(async () => {
  s = await createCommentsScenario({ site: true });
  await s.post('open', {
    contentId: s.tenants.open.article,
    body: 'A stored comment the HTML must not carry',
    displayName: 'Pat',
  });
}, 120_000);
afterAll(() => s.engine.close());

const page = async (key: TenantKey) => {
  const response = await s.engine.app.inject({
    method: 'GET',
    url: s.tenants[key].articlePath,
    headers: { host: `www.${key}.example` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the comments block', () => {
  it('renders a Comments region whose island loads the comments in the browser', async () => {
    const html = await page('open');
    expect(html).toContain('<section id="comments" class="comments-block"');
    expect(html).toMatch(/<astro-island[^>]+component-url="[^"]*\/Comments\.[^"]*"[^>]+client="visible"/);
    expect(html).toContain('&quot;anonymousAllowed&quot;:[0,true]');
    expect(html).not.toContain('A stored comment the HTML must not carry');
    expect(describeMessages(checkHtml({ page: html }).page!)).toEqual([]);
  });

  it('tells the island anonymous visitors must log in where anonymous commenting is off', async () => {
    expect(await page('members')).toContain('&quot;anonymousAllowed&quot;:[0,false]');
  });

  it.each(['closed', 'nomodule'] as const)('is dropped where commenting is not active (%s)', async (key) => {
    expect(await page(key)).not.toContain('<section id="comments"');
  });

  it('loads the Viafoura island instead where the comments live at Viafoura', async () => {
    expect(await page('remote')).toMatch(/<astro-island[^>]+component-url="[^"]*ViafouraComments[^"]*"/);
  });
});
