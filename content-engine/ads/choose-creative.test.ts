import { describe, expect, it } from 'vitest';
import { chooseCreative } from './choose-creative.ts';
import { creativeDocument } from './creative-document.ts';
import type { HouseCreative } from './queries.ts';

const image = (id: number, size: string | null, extra: Partial<HouseCreative> = {}): HouseCreative =>
  ({
    id,
    name: `c${id}`,
    size,
    sectionAlias: null,
    priority: 0,
    weight: 1,
    startDate: null,
    endDate: null,
    kind: 'image',
    fields: { imagePath: '/a.svg', clickUrl: '/b', altText: 'Ad' },
    ...extra,
  }) as HouseCreative;

describe('the house creative choice', () => {
  it('fits one of the slot sizes, the first size the slot prefers', () => {
    expect(
      chooseCreative([image(1, '728x90'), image(2, '970x90')], {
        sizes: [
          [970, 90],
          [728, 90],
        ],
        sectionAlias: null,
        rotation: 0,
        now: 0,
      }),
    ).toMatchObject({ creative: { id: 1 }, size: [728, 90] });
    expect(
      chooseCreative([image(1, '728x90')], { sizes: [[300, 250]], sectionAlias: null, rotation: 0, now: 0 }),
    ).toBeNull();
  });
  it('gives sizeless (out-of-page) creatives to 1x1 slots only', () => {
    expect(
      chooseCreative([image(1, null)], { sizes: [[1, 1]], sectionAlias: null, rotation: 0, now: 0 })?.size,
    ).toEqual([1, 1]);
    expect(
      chooseCreative([image(1, null)], { sizes: [[300, 250]], sectionAlias: null, rotation: 0, now: 0 }),
    ).toBeNull();
  });
  it('ranks priority, then section targeting, and rotates equals', () => {
    const list = [
      image(1, '300x250'),
      image(2, '300x250'),
      image(3, '300x250', { sectionAlias: 'trucks' }),
      image(4, '300x250', { priority: 1, sectionAlias: 'vans' }),
    ];
    const pick = (sectionAlias: string | null, rotation = 0) =>
      chooseCreative(list, { sizes: [[300, 250]], sectionAlias, rotation, now: 0 })?.creative.id;
    expect(pick('trucks')).toBe(3);
    expect(pick('vans')).toBe(4);
    expect([pick(null, 0), pick(null, 1), pick(null, 2)]).toEqual([1, 2, 1]);
  });
});

describe('house ad schedules and weights', () => {
  const at = (
    now: number,
    rotation = 0,
    list = [image(1, '300x250', { startDate: 100, endDate: 200 }), image(2, '300x250')],
  ) => chooseCreative(list, { sizes: [[300, 250]], sectionAlias: null, rotation, now })?.creative.id;

  it('serves a creative from its start date until (not at) its end date', () => {
    expect([at(99), at(100, 0), at(199, 0), at(200, 0)]).toEqual([2, 1, 1, 2]);
  });

  it('shares the rotations among equals in proportion to their weights', () => {
    const list = [image(1, '300x250', { weight: 3 }), image(2, '300x250', { weight: 1 })];
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((r) => at(0, r, list))).toEqual([1, 1, 1, 2, 1, 1, 1, 2]);
  });
});

describe('creative documents', () => {
  it('escape image fields and keep message JSON out of the script’s end tag', () => {
    expect(
      creativeDocument(
        { kind: 'image', fields: { imagePath: '/a.svg', clickUrl: '/b?x=1&y="2"', altText: '<ad>' } },
        [300, 250],
      ),
    ).toContain('href="/b?x=1&#38;y=&#34;2&#34;"');
    const doc = creativeDocument(
      {
        kind: 'welcome',
        fields: {
          adType: 'welcomeAdTag',
          adTag: '</script><script>alert(1)</script>',
          adClickUrl: '',
          adImagePath: '',
          adDelay: 0,
          adLength: 0,
        },
      },
      [1, 1],
    );
    expect(doc.match(/<\/script>/g)).toHaveLength(1);
  });
});
