import { describe, expect, it } from 'vitest';
import { isGated, ungatedBody } from './print-body.ts';

describe('print body', () => {
  it('keeps the first paragraphs and closes what the cut left open', () => {
    expect(ungatedBody('<div><p>a</p><p>b <b>c</b></p><p>d</p></div><p>e</p>', 2)).toEqual({ html: '<div><p>a</p><p>b <b>c</b></p></div>', truncated: true });
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
