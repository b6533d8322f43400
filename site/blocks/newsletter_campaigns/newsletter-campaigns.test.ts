import { describe, expect, it } from 'vitest';
import { tags } from '../../../content-engine/core/change-tags.ts';
import { campaignStreamInput, newsletterCampaignsBlock } from './block.ts';
import { campaignDateLabel } from './campaign-date.ts';

describe('the newsletter_campaigns block', () => {
  it('asks for 20 campaigns of every template unless its settings name a template and a number (20 at most)', () => {
    expect(campaignStreamInput({})).toEqual({ templateId: null, limit: 20 });
    expect(campaignStreamInput({ templateId: 4, numberOfItems: 5 })).toEqual({ templateId: 4, limit: 5 });
    expect(campaignStreamInput({ templateId: null, numberOfItems: 50 })).toEqual({ templateId: null, limit: 20 });
    expect(campaignStreamInput({ templateId: '4', numberOfItems: 0 })).toEqual({ templateId: null, limit: 20 });
    expect(campaignStreamInput({ templateId: -1, numberOfItems: 2.5 })).toEqual({ templateId: null, limit: 20 });
  });

  it('depends on every campaign and is dropped with none to list', () => {
    const block = { id: 'b', type: 'newsletter_campaigns', settings: {}, data: null };
    expect(newsletterCampaignsBlock.tags!(block, { sectionId: null })).toEqual([tags.anyNewsletterCampaign]);
    const props = { block, loaded: [] } as never;
    expect(newsletterCampaignsBlock.isEmpty!(props)).toBe(true);
  });

  it('validates its settings', () => {
    expect(newsletterCampaignsBlock.settings.safeParse({ templateId: 3, numberOfItems: 20 }).success).toBe(true);
    expect(newsletterCampaignsBlock.settings.safeParse({ numberOfItems: 21 }).success).toBe(false);
    expect(newsletterCampaignsBlock.settings.safeParse({ templateId: 0 }).success).toBe(false);
  });

  it('shows the day as a date', () => {
    expect(campaignDateLabel('2026-11-27')).toBe('November 27, 2026');
    expect(campaignDateLabel('soon')).toBe('soon');
  });
});
