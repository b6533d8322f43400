import { describe, expect, it } from 'vitest';
import { anonymousBody } from './readable-body.ts';

const body = '<div><p>one</p><p>two</p><p>three</p></div>';

describe('anonymousBody', () => {
  it('keeps a membership-gated body to its ungated paragraphs, the last always gated', () => {
    expect(anonymousBody({ type: 'Article', membership_ids: '[4]', body }, 1)).toBe('<div><p>one</p></div>');
    expect(anonymousBody({ type: 'Article', membership_ids: [4], body }, 9)).toBe('<div><p>one</p><p>two</p></div>');
  });

  it('gates a zmag without memberships, and a row whose memberships cannot be read', () => {
    expect(anonymousBody({ type: 'zmag', membership_ids: '[]', body }, 1)).toBe('<div><p>one</p></div>');
    expect(anonymousBody({ type: 'Article', membership_ids: 'not json', body }, 1)).toBe('<div><p>one</p></div>');
    expect(anonymousBody({ type: 'Article', membership_ids: '{"a":1}', body }, 1)).toBe('<div><p>one</p></div>');
  });

  it('gates a zmag page: an item of any type with a digital edition (metadata.zmagId, stored as JSON text)', () => {
    const row = { type: 'Document', membership_ids: '[]', metadata: '{"zmagId":"fo-2026-11"}', body };
    expect(anonymousBody(row, 1)).toBe('<div><p>one</p></div>');
    expect(anonymousBody({ ...row, metadata: '{"zmagId":""}' }, 1)).toBe(body);
    expect(anonymousBody({ ...row, metadata: 'not json' }, 1)).toBe(body);
  });

  it('keeps an open body whole', () => {
    expect(anonymousBody({ type: 'Article', membership_ids: '[]', body }, 1)).toBe(body);
  });
});
