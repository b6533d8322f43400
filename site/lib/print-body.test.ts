import { describe, expect, it } from 'vitest';
import { isGated, printBody, ungatedBody } from './print-body.ts';

describe('print body', () => {
  it('keeps the first top-level units whole, never cutting inside an element', () => {
    expect(ungatedBody('<div><p>a</p><p>b <b>c</b></p><p>d</p></div><p>e</p><p>f</p>', 2)).toEqual({ html: '<div><p>a</p><p>b <b>c</b></p><p>d</p></div><p>e</p>', truncated: true });
  });

  it('keeps a body with no more paragraphs than allowed whole', () => {
    expect(ungatedBody('<p>a</p><p>b</p>', 2)).toEqual({ html: '<p>a</p><p>b</p>', truncated: false });
    expect(ungatedBody('<p>a</p>', 3)).toEqual({ html: '<p>a</p>', truncated: false });
  });

  it('drops what follows the last allowed paragraph', () => {
    expect(ungatedBody('<p>a</p><p>b</p><figure><img src="/x.svg" alt=""></figure>', 2)).toEqual({ html: '<p>a</p><p>b</p>', truncated: true });
  });

  it('counts membership, survey and registration gates', () => {
    const open = { membership: { ids: [] }, gating: { surveyType: null }, userRegistration: { isRequired: false } };
    expect(isGated(open)).toBe(false);
    expect(isGated({ ...open, membership: { ids: [1] } })).toBe(true);
    expect(isGated({ ...open, gating: { surveyType: 'omeda' } })).toBe(true);
    expect(isGated({ ...open, userRegistration: { isRequired: true } })).toBe(true);
  });
});

describe('printBody', () => {
  const open = { membership: { ids: [] }, gating: { surveyType: null }, userRegistration: { isRequired: false }, bodyIsPartial: false };
  it('prints an ungated body whole', () => {
    expect(printBody({ ...open, body: '<p>a</p><p>b</p><p>c</p>' }, 1)).toEqual({ html: '<p>a</p><p>b</p><p>c</p>', truncated: false });
  });

  it('says a body the engine already cut at its ungated paragraphs is truncated', () => {
    expect(printBody({ ...open, membership: { ids: [1] }, body: '<p>a</p><p>b</p>', bodyIsPartial: true }, 2)).toEqual({ html: '<p>a</p><p>b</p>', truncated: true });
  });

  it('has nothing to print without a body', () => {
    expect(printBody({ ...open, body: null }, 2)).toBeNull();
  });
});
