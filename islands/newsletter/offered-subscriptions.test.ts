import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import { subscribeOffer } from './offered-subscriptions.ts';

describe('the subscribe offer', () => {
  it('lists the enabled newsletters shown in the subscribe block, with the block settings’ title and description', () => {
    const settings = defaultSiteSettings({
      newsletters: {
        enabledNewsletters: [
          { id: 'daily', title: 'Daily', description: 'Every day', omedaProductId: 1 },
          { id: 'vip', title: 'VIP', omedaProductId: 2, showInSubscribeBlock: false },
        ],
        subscribeBlockSettings: { title: 'Get our newsletters', description: 'Free.' },
      },
    });
    expect(subscribeOffer(settings)).toEqual({
      newsletters: [{ id: 'daily', title: 'Daily', description: 'Every day' }],
      title: 'Get our newsletters',
      description: 'Free.',
    });
  });

  it('offers nothing when no newsletter is shown in the block, and titles it “Sign up for our newsletters” by default', () => {
    const offer = subscribeOffer(
      defaultSiteSettings({
        newsletters: {
          enabledNewsletters: [{ id: 'vip', title: 'VIP', omedaProductId: 2, showInSubscribeBlock: false }],
        },
      }),
    );
    expect(offer).toMatchObject({ newsletters: [], title: 'Sign up for our newsletters' });
  });
});
