import type { BrowserContext } from 'playwright-core';

/** What a host outside the test server answers: a body of this content type, status 200. */
export interface OutsideAnswer {
  contentType: string;
  body: string;
}

/** An empty script: what third-party script hosts answer unless a test says otherwise. */
export const emptyScript: OutsideAnswer = { contentType: 'application/javascript', body: '' };

/**
 * Routes every request of the context to a host other than the test server's (`*.localhost`): it
 * never reaches the internet, it is recorded and answered here with `answer`. Returns the recorded
 * URLs, in the order asked, a list that grows while the context's pages run.
 */
export async function recordOutsideRequests(
  context: BrowserContext,
  answer: OutsideAnswer = emptyScript,
): Promise<string[]> {
  const urls: string[] = [];
  await context.route(
    (url) => !url.hostname.endsWith('localhost'),
    (route) => {
      urls.push(route.request().url());
      return route.fulfill({ status: 200, ...answer });
    },
  );
  return urls;
}
