import { describe, expect, it } from 'vitest';
import { isGated, printBody, ungatedBody } from './print-body.ts';

describe('print body', () => {
  it('counts the paragraphs inside wrappers, closing what is open at the cut', () => {
    expect(ungatedBody('<div><p>a</p><p>b <b>c</b></p><p>d</p></div><p>e</p><p>f</p>', 2)).toEqual({
      html: '<div><p>a</p><p>b <b>c</b></p></div>',
      truncated: true,
    });
  });

  it('always keeps the last paragraph back, so a short gated body never prints whole', () => {
    expect(ungatedBody('<p>a</p><p>b</p>', 2)).toEqual({ html: '<p>a</p>', truncated: true });
    expect(ungatedBody('<p>a</p>', 3)).toEqual({ html: '', truncated: true });
    expect(ungatedBody('', 3)).toEqual({ html: '', truncated: false });
  });

  it('drops what follows the last allowed paragraph', () => {
    expect(ungatedBody('<p>a</p><p>b</p><figure><img src="/x.svg" alt=""></figure><p>c</p>', 2)).toEqual({
      html: '<p>a</p><p>b</p>',
      truncated: true,
    });
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
  const open = {
    membership: { ids: [] },
    gating: { surveyType: null },
    userRegistration: { isRequired: false },
    bodyIsPartial: false,
  };
  it('prints an ungated body whole', () => {
    expect(printBody({ ...open, body: '<p>a</p><p>b</p><p>c</p>' }, 1)).toEqual({
      html: '<p>a</p><p>b</p><p>c</p>',
      truncated: false,
    });
  });

  it('prints a body the engine already cut at its ungated paragraphs as it is, truncated', () => {
    expect(printBody({ ...open, membership: { ids: [1] }, body: '<p>a</p><p>b</p>', bodyIsPartial: true }, 2)).toEqual({
      html: '<p>a</p><p>b</p>',
      truncated: true,
    });
  });

  it('cuts a survey- or registration-gated body itself', () => {
    const body = '<div>a<br>b<br>c<br>secret</div>';
    expect(printBody({ ...open, userRegistration: { isRequired: true }, body }, 3)).toEqual({
      html: '<div>a<br>b<br>c<br></div>',
      truncated: true,
    });
    expect(printBody({ ...open, gating: { surveyType: 'omeda' }, body: '<p>one long secret</p>' }, 3)).toEqual({
      html: '',
      truncated: true,
    });
  });

  it('has nothing to print without a body', () => {
    expect(printBody({ ...open, body: null }, 2)).toBeNull();
  });
});
