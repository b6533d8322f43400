import { describe, expect, it } from 'vitest';
import { isAdminError } from './admin-error.ts';

describe('isAdminError', () => {
  it('is true under /admin or for a message about the admin pages', () => {
    expect(isAdminError('/admin')).toBe(true);
    expect(isAdminError('/admin/unknown')).toBe(true);
    expect(isAdminError('/news', 'You must log in to see the admin pages.')).toBe(true);
    expect(isAdminError('/administration')).toBe(false);
    expect(isAdminError('/news', 'Page not found')).toBe(false);
  });
});
