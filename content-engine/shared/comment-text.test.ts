import { describe, expect, it } from 'vitest';
import { cleanCommentBody, cleanDisplayName } from './comment-text.ts';

describe('comment text', () => {
  it('keeps markup as literal text (it is rendered escaped, never as HTML)', () => {
    expect(cleanCommentBody('<script>alert(1)</script> <b>bold</b>')).toBe('<script>alert(1)</script> <b>bold</b>');
  });

  it('removes control, zero-width and bidirectional-override characters', () => {
    expect(cleanCommentBody('a\u0000b\u200bc\u202ed\ufeffe\u0007')).toBe('abcde');
  });

  it('normalises line ends, trims, and keeps at most one blank line between paragraphs', () => {
    expect(cleanCommentBody('  First line  \r\nsecond\r\n\r\n\r\n\r\nthird\t\n\n')).toBe('First line\nsecond\n\nthird');
  });

  it('answers an empty string for whitespace only', () => {
    expect(cleanCommentBody(' \n\t\u200b ')).toBe('');
  });

  it('makes a display name one line with single spaces', () => {
    expect(cleanDisplayName('  Pat \n  Driver\u202e ')).toBe('Pat Driver');
  });
});
