import { describe, expect, it } from 'vitest';
import { basicEdit, emptyTemplate, newBlock } from './template-form-values.ts';

describe('newBlock', () => {
  it('gives a new block a key no other block of the template has', () => {
    expect(newBlock('content_list', []).key).toBe('content-list');
    expect(newBlock('content_list', ['content-list', 'content-list-2']).key).toBe('content-list-3');
    expect(newBlock('html', ['content-list'])).toMatchObject({ key: 'html', type: 'html', html: '' });
  });
});

describe('basicEdit', () => {
  it("keeps the stored template but the preheader and the blocks' content", () => {
    const stored = { ...emptyTemplate(), name: 'Daily', blocks: [newBlock('html', [])] };
    const edited = {
      ...stored,
      name: 'Renamed',
      preheaderBlurb: 'Today',
      styles: { ...stored.styles, width: 800 as const },
      blocks: [{ ...stored.blocks[0]!, key: 'other', title: 'Sign-off', html: '<p>Bye</p>' }],
    };
    const saved = basicEdit(stored, edited);
    expect(saved.name).toBe('Daily');
    expect(saved.styles.width).toBe(700);
    expect(saved.preheaderBlurb).toBe('Today');
    expect(saved.blocks[0]).toMatchObject({ key: 'html', title: 'Sign-off', html: '<p>Bye</p>' });
  });
});
