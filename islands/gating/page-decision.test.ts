import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { $gate } from './gate-store.ts';
import { decidePageOnce } from './page-decision.ts';
import type { PageGateFacts } from './page-gate-facts.ts';

const texts = { viewsRemaining: '', lastView: '', meteredOut: '', register: 'Register', join: 'Join Now' };
const article = (contentId: number, membershipIds: number[]): PageGateFacts => ({
  contentId,
  page: { type: 'Article', membershipIds, surveyType: null, metered: false },
  bodyIsPartial: membershipIds.length > 0,
  metered: false,
  ipGating: false,
  meterSettings: { numberOfFreeViews: 7, meteringPeriod: 30 },
  texts,
});
const member = { id: 5, memberships: [2] } as SiteUserInfo;

afterEach(() => cleanStores($gate));

describe('the gate decision of each article on a page', () => {
  it('is made once per article and visitor, whichever island asks', async () => {
    const facts = article(10_000_001, [2]);
    const first = decidePageOnce(facts, member);
    expect(decidePageOnce(facts, member)).toBe(first);
    expect((await first).decision.fullBody).toBe(true);
  });

  it('is made apart for an article load-more adds, leaving the first article its own', async () => {
    const open = article(10_000_002, []);
    const gated = article(10_000_003, [2]);
    await decidePageOnce(open, null);
    await decidePageOnce(gated, null);
    expect($gate.get()['10000002']).toMatchObject({ status: 'passed', fullBody: true });
    expect($gate.get()['10000003']).toMatchObject({ status: 'failed', fullBody: false });
    expect((await decidePageOnce(open, null)).decision.fullBody).toBe(true);
  });

  it('is made again when the visitor changes (a login)', async () => {
    const facts = article(10_000_004, [2]);
    const anonymous = decidePageOnce(facts, null);
    expect((await anonymous).decision.fullBody).toBe(false);
    const signedIn = decidePageOnce(facts, member);
    expect(signedIn).not.toBe(anonymous);
    expect((await signedIn).decision.fullBody).toBe(true);
    expect($gate.get()['10000004']).toMatchObject({ status: 'passed' });
  });
});
