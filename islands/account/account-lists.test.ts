import { describe, expect, it } from 'vitest';
import { favoriteEntries, membershipOffers } from './account-lists.ts';

describe('favoriteEntries', () => {
  it('lists favourites newest first with their names and paths', () => {
    const favorites = [
      { id: 1, created: 100 },
      { id: 2, created: 300 },
    ];
    const found = [
      { id: 1, name: 'First', canonicalPath: '/news/first' },
      { id: 2, name: 'Second', canonicalPath: '/news/second' },
    ];
    expect(favoriteEntries(favorites, found)).toEqual([
      { id: 2, name: 'Second', href: '/news/second' },
      { id: 1, name: 'First', href: '/news/first' },
    ]);
  });

  it('keeps a favourite whose content is no longer public, without a link', () => {
    expect(favoriteEntries([{ id: 9, created: 1 }], [])).toEqual([{ id: 9, name: 'Content 9', href: null }]);
  });
});

describe('membershipOffers', () => {
  it('offers only the missing memberships, linking to their sign-up pages', () => {
    const memberships = [
      { id: 1, title: 'Free', alias: 'free' },
      { id: 2, title: 'Insider', alias: 'insider' },
    ];
    expect(membershipOffers(memberships, [1])).toEqual([{ id: 1, title: 'Free', href: '/membership/signup/free' }]);
  });
});
