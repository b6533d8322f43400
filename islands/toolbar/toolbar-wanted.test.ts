import { describe, expect, it } from 'vitest';
import { toolbarWanted } from './toolbar-wanted.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the editors toolbar', () => {
  it('shows to a signed-in editor on a page, not in a preview', () => {
    const signedIn = () => true;
    expect(toolbarWanted(at('/news'), signedIn)).toBe(true);
    expect(toolbarWanted(at('/news', '?preview-mode=true'), signedIn)).toBe(false);
    expect(toolbarWanted(at('/__layout-preview'), signedIn)).toBe(false);
    expect(toolbarWanted(at('/news'), () => false)).toBe(false);
  });
});
