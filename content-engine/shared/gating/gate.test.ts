import { describe, expect, it } from 'vitest';
import { blockTypesHiddenWhenLocked, evaluateGate, gateTypeOf, ungatedDecision, type GateInput } from './gate.ts';

const article = { type: 'Article', membershipIds: [], surveyType: null };
const membersOnly = { type: 'Article', membershipIds: [3, 5], surveyType: null };
const survey = { type: 'Article', membershipIds: [], surveyType: 'omeda' };
const zmag = { type: 'zmag', membershipIds: [], surveyType: null };

const gate = (overrides: Partial<GateInput>) =>
  evaluateGate({
    page: membersOnly,
    user: null,
    siteLicenseCompany: null,
    verifiedCrawler: false,
    meter: null,
    ...overrides,
  });

describe('gateTypeOf', () => {
  it('is membership for a zmag or a page naming memberships, even with a survey type', () => {
    expect(gateTypeOf(zmag)).toBe('membership');
    expect(gateTypeOf(membersOnly)).toBe('membership');
    expect(gateTypeOf({ ...membersOnly, surveyType: 'omeda' })).toBe('membership');
  });

  it('is omeda for a page with only a survey type, and null for an ungated page', () => {
    expect(gateTypeOf(survey)).toBe('omeda');
    expect(gateTypeOf(article)).toBeNull();
    expect(gateTypeOf({ ...article, surveyType: '  ' })).toBeNull();
  });
});

describe('evaluateGate', () => {
  it('passes an ungated page with nothing hidden, whatever the meter says', () => {
    const decision = gate({ page: article, meter: 'failed-metered' });
    expect(decision).toEqual(ungatedDecision('failed-metered'));
    expect(decision).toMatchObject({ status: 'passed', hiddenBlockTypes: [], hideGatingForm: false, fullBody: true });
  });

  it('passes a member holding one of the page memberships and fails one holding others', () => {
    expect(gate({ user: { memberships: [1, 5] } })).toMatchObject({
      gateType: 'membership',
      status: 'passed',
      fullBody: true,
    });
    expect(gate({ user: { memberships: [1, 2] } })).toMatchObject({ status: 'failed', fullBody: false });
  });

  it('passes any member on a zmag without membership ids, but not an anonymous visitor', () => {
    expect(gate({ page: zmag, user: { memberships: [9] } }).status).toBe('passed');
    expect(gate({ page: zmag, user: { memberships: [] } }).status).toBe('failed');
    expect(gate({ page: zmag }).status).toBe('failed');
  });

  it('passes any member on an omeda gate', () => {
    expect(gate({ page: survey, user: { memberships: [42] } }).status).toBe('passed');
    expect(gate({ page: survey, user: { memberships: [] } }).status).toBe('failed');
  });

  it('passes a site licence company and a verified crawler', () => {
    expect(gate({ siteLicenseCompany: 'Acme' }).status).toBe('passed');
    expect(gate({ siteLicenseCompany: '' }).status).toBe('failed');
    expect(gate({ verifiedCrawler: true })).toMatchObject({ status: 'passed', fullBody: true });
  });

  it('reports the meter status, or failed-metered without a meter', () => {
    expect(gate({ meter: 'passed-metered-out' }).meterStatus).toBe('passed-metered-out');
    expect(gate({ meter: null }).meterStatus).toBe('failed-metered');
  });

  it('hides the gating form when the gate passes but the meter failed', () => {
    expect(gate({ siteLicenseCompany: 'Acme', meter: 'failed-metered' }).hideGatingForm).toBe(true);
    expect(gate({ siteLicenseCompany: 'Acme', meter: 'passed-metered-more' }).hideGatingForm).toBe(false);
    expect(gate({ meter: 'failed-metered' }).hideGatingForm).toBe(false);
  });

  it('hides the rich blocks when gate and meter fail on a membership gate, not on an omeda gate', () => {
    expect(gate({ meter: 'failed-metered' }).hiddenBlockTypes).toEqual(blockTypesHiddenWhenLocked);
    expect(gate({ page: zmag }).hiddenBlockTypes).toEqual(blockTypesHiddenWhenLocked);
    expect(gate({ page: survey, meter: 'failed-metered' }).hiddenBlockTypes).toEqual([]);
    expect(gate({ meter: 'passed-metered-more' }).hiddenBlockTypes).toEqual([]);
    expect(blockTypesHiddenWhenLocked).toEqual([
      'image_gallery',
      'video_player',
      'content_sidebars',
      'document_download',
      'zmag_embed',
      'simplemaps_us',
    ]);
  });

  it('lets the meter open the body of an omeda gate but never of a membership gate', () => {
    expect(gate({ page: survey, meter: 'passed-metered-more' })).toMatchObject({ status: 'failed', fullBody: true });
    expect(gate({ page: survey, meter: 'passed-metered-out' }).fullBody).toBe(true);
    expect(gate({ page: survey, meter: 'failed-metered' }).fullBody).toBe(false);
    expect(gate({ page: membersOnly, meter: 'passed-metered-more' })).toMatchObject({
      status: 'failed',
      fullBody: false,
    });
  });
});

describe('a metered page (metering on, no membership or survey gate)', () => {
  const metered = { type: 'Article', membershipIds: [], surveyType: null, metered: true };
  const visit = (over: Partial<Parameters<typeof evaluateGate>[0]>) =>
    evaluateGate({ page: metered, user: null, siteLicenseCompany: null, verifiedCrawler: false, meter: null, ...over });

  it('is a soft gate the meter opens while views remain, including the last one', () => {
    expect(gateTypeOf(metered)).toBe('metered');
    expect(visit({ meter: 'passed-metered-more' })).toMatchObject({
      status: 'failed',
      fullBody: true,
      hiddenBlockTypes: [],
    });
    expect(visit({ meter: 'passed-metered-out' })).toMatchObject({ status: 'failed', fullBody: true });
  });

  it('locks the body and hides the locked block types once the meter fails', () => {
    expect(visit({ meter: 'failed-metered' })).toMatchObject({
      status: 'failed',
      fullBody: false,
      hiddenBlockTypes: blockTypesHiddenWhenLocked,
    });
  });

  it('lets any member, licensed address or verified crawler pass', () => {
    expect(visit({ user: { memberships: [9] } }).status).toBe('passed');
    expect(visit({ siteLicenseCompany: 'Acme' }).status).toBe('passed');
    expect(visit({ verifiedCrawler: true }).status).toBe('passed');
    expect(visit({ user: { memberships: [] } }).status).toBe('failed');
  });

  it('is not gated at all when metering is off', () => {
    expect(gateTypeOf({ ...metered, metered: false })).toBeNull();
  });

  it('never turns a membership or survey gate into a metered one', () => {
    expect(gateTypeOf({ ...metered, membershipIds: [3] })).toBe('membership');
    expect(gateTypeOf({ ...metered, surveyType: 'omeda' })).toBe('omeda');
  });
});
