import { describe, expect, it } from 'vitest';
import { evaluateGate, gateTypeOf } from './gate.ts';
import { gatePageOf, isZmagPage, zmagIdOf } from './gate-page.ts';

const item = (metadata: unknown) => ({ type: 'Document', metadata, membershipIds: [], surveyType: null });

describe('zmag pages', () => {
  it('makes an item with a digital edition a membership-gated zmag page, whatever its type', () => {
    const page = gatePageOf(item({ zmagId: 'fo-2026-11' }));
    expect(page.type).toBe('zmag');
    expect(gateTypeOf(page)).toBe('membership');
    const visitor = { user: null, siteLicenseCompany: null, verifiedCrawler: false, meter: null };
    expect(evaluateGate({ ...visitor, page }).status).toBe('failed');
    expect(evaluateGate({ ...visitor, page, user: { memberships: [3] } }).status).toBe('passed');
  });

  it('keeps the item’s own type and gate without one', () => {
    expect(gatePageOf(item({})).type).toBe('Document');
    expect(gateTypeOf(gatePageOf(item({ zmagId: '  ' })))).toBeNull();
    expect(gateTypeOf(gatePageOf(item(null)))).toBeNull();
  });

  it('frames only a safe publication id, but gates on any stored one (fail closed)', () => {
    expect(zmagIdOf({ zmagId: 'fo-2026_11' })).toBe('fo-2026_11');
    expect(zmagIdOf({ zmagId: '../x?y' })).toBeNull();
    expect(isZmagPage({ zmagId: '../x?y' })).toBe(true);
    expect(gatePageOf(item({ zmagId: '"><script>' })).type).toBe('zmag');
  });
});
