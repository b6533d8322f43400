import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import { commentTrayOf } from './comment-tray.ts';

const settings = (memberships: Record<string, unknown>, useNewDesign = false) =>
  defaultSiteSettings({ useNewDesign, memberships }) as Parameters<typeof commentTrayOf>[0];
const modules = ['memberships'];
const article = { id: 42 };

describe("the old header's comment tray", () => {
  it('is there on a content page of an old-design site with commenting on', () => {
    expect(commentTrayOf(settings({ commenting: true }), modules, article, '/news/a')).toEqual({
      contentId: 42,
      path: '/news/a',
      anonymousAllowed: false,
    });
    expect(
      commentTrayOf(settings({ commenting: true, allowAnonymousCommenting: true }), modules, article, '/a')
        ?.anonymousAllowed,
    ).toBe(true);
  });

  it('is not there on the new design, off content pages, without commenting or the memberships module, or with Viafoura', () => {
    expect(commentTrayOf(settings({ commenting: true }, true), modules, article, '/a')).toBeNull();
    expect(commentTrayOf(settings({ commenting: true }), modules, null, '/')).toBeNull();
    expect(commentTrayOf(settings({ commenting: false }), modules, article, '/a')).toBeNull();
    expect(commentTrayOf(settings({ commenting: true }), [], article, '/a')).toBeNull();
    expect(
      commentTrayOf(settings({ commenting: true, commentingService: 'viafoura' }), modules, article, '/a'),
    ).toBeNull();
  });
});
