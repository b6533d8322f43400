import { describe, expect, it, vi } from 'vitest';
import { emptyPage, type WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import type { PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { unlistedBlockTypeWarner, unlistedBlockTypes } from './unlisted-block-types.ts';

const page = (...types: string[]): WebsiteLayoutPage => ({
  ...emptyPage('/'),
  layoutId: 2,
  primaryGrid: {
    rows: [
      {
        id: 'r',
        settings: {} as never,
        columns: [
          {
            id: 'c',
            settings: {} as never,
            blocks: types.map(
              (type, i) => ({ id: `b${i}`, type, settings: {}, data: null, underFilled: false }) as PopulatedBlock,
            ),
          },
        ],
      },
    ],
  },
});

describe('unlisted block types', () => {
  it('names the block types of a layout that have no block type (and so no renderer)', () => {
    expect(
      unlistedBlockTypes(page('content_list', 'webinars', 'retired_widget', 'old_embed', 'retired_widget')),
    ).toEqual(['retired_widget', 'old_embed']);
  });

  it('warns once per block type for the life of a renderer', () => {
    const warn = vi.fn();
    const warnUnlisted = unlistedBlockTypeWarner({ ...silentLogger, warn });
    warnUnlisted(page('rich_text'));
    warnUnlisted(page('retired_widget'));
    warnUnlisted(page('retired_widget', 'rich_text'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ blockType: 'retired_widget', layoutId: 2 });
  });
});
