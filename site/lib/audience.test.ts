import { describe, expect, it } from 'vitest';
import { displayConditionAttributes, sessionFlagScript } from './audience.ts';

describe('row displayCondition', () => {
  it('marks who may see a row, and nothing for everyone', () => {
    expect(displayConditionAttributes('always')).toEqual({});
    expect(displayConditionAttributes(undefined)).toEqual({});
    expect(displayConditionAttributes('logged-in')).toEqual({ 'data-show-to': 'members' });
    expect(displayConditionAttributes('logged-out')).toEqual({ 'data-show-to': 'visitors' });
    expect(displayConditionAttributes('desktop')).toEqual({ 'data-show-on': 'desktop' });
    expect(displayConditionAttributes('mobile')).toEqual({ 'data-show-on': 'mobile' });
  });
});

describe('the session flag script', () => {
  const run = (cookie: string) => {
    const attributes: Record<string, string> = {};
    const document = { cookie, documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } };
    new Function('document', sessionFlagScript)(document);
    return attributes['data-session'];
  };

  it('marks a member by the session marker cookie alone', () => {
    expect(run('a=1; siteUserSession=tag; b=2')).toBe('member');
    expect(run('siteUserSession=tag')).toBe('member');
    expect(run('a=1; notsiteUserSession=tag')).toBeUndefined();
    expect(run('')).toBeUndefined();
  });
});
