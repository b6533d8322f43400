import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import {
  insertNewsletterCampaign,
  insertNewsletterTemplate,
  insertSentDeployment,
} from '../../newsletters/tests/newsletter-fixtures.ts';
import { markFailed, markRetry, markSending, markSent, markUnsent, type Delivery } from '../delivery-queries.ts';

/*
 * A worker's send stalls past its lease; another worker takes the copy again (attempt 2). The
 * first worker's outcome, arriving late, must not change the second attempt's row (ADR 0074).
 */

let engine: TestEngine;
let deploymentId = 0;
let deliveryId = 0;

beforeAll(async () => {
  engine = await createTestEngine();
  const { db } = engine;
  await insertTenant(db, { key: 'alpha' });
  const templateId = await insertNewsletterTemplate(db, { tenantKey: 'alpha', payload: { name: 'Daily', blocks: [] } });
  const campaignId = await insertNewsletterCampaign(db, {
    tenantKey: 'alpha',
    templateId,
    date: '2026-11-28',
    status: 'Sending',
    blockItems: {},
  });
  deploymentId = await insertSentDeployment(db, { tenantKey: 'alpha', campaignId, emails: ['ann@example.com'] });
  await db('newsletter_deployments').where({ id: deploymentId }).update({ status: 'Sending', lease_owner: 'b' });
  const row = await db('newsletter_deliveries').where({ deployment_id: deploymentId }).first();
  deliveryId = Number(row.id);
  // Attempt 1 (worker a) left it in doubt; worker b holds the lease now and takes it again.
  await db('newsletter_deliveries').where({ id: deliveryId }).update({ status: 'sending', attempts: 1, sent_at: null });
  const taken = await markSending(db, {
    row: { id: deliveryId, status: 'sending', attempts: 1 } as Delivery,
    messageId: '<m@x>',
    deploymentId,
    leaseOwner: 'b',
  });
  expect(taken).toBe(true);
});
afterAll(() => engine.close());

describe("a stalled worker's late outcome", () => {
  it('changes nothing once another worker took the copy again', async () => {
    const { db } = engine;
    const late = { id: deliveryId, attempts: 1 };
    expect(await markSent(db, late, Date.now())).toBe(0);
    expect(await markFailed(db, late, 'late')).toBe(0);
    expect(await markRetry(db, late, { at: Date.now(), error: 'late' })).toBe(0);
    expect(await markUnsent(db, late, 'late')).toBe(0);
    expect(await db('newsletter_deliveries').where({ id: deliveryId }).first()).toMatchObject({
      status: 'sending',
      attempts: 2,
    });
    expect(await markSent(db, { id: deliveryId, attempts: 2 }, Date.now())).toBe(1);
  });
});
