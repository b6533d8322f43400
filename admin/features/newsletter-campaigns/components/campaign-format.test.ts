import { describe, expect, it } from 'vitest';
import { contentBlocksOf, formatCampaignDate, isLocked, todayInChicago } from './campaign-format.ts';

describe('campaign format', () => {
  it('says a campaign date as a weekday, month, day and year', () => {
    expect(formatCampaignDate('2026-12-01')).toBe('Tue, Dec 1, 2026');
  });

  it('takes today from the Central calendar, not UTC', () => {
    expect(todayInChicago(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
  });

  it('locks a campaign once it is Sending or Sent', () => {
    expect(isLocked('Draft')).toBe(false);
    expect(isLocked('Scheduled')).toBe(false);
    expect(isLocked('Sending')).toBe(true);
    expect(isLocked('Sent')).toBe(true);
  });

  it('lists only the content_list blocks of a template', () => {
    const payload = {
      name: 'Daily',
      blocks: [
        { key: 'top', type: 'content_list', title: 'Top stories' },
        { key: 'ad', type: 'fixed_ad' },
      ],
    };
    expect(contentBlocksOf(payload).map((block) => block.key)).toEqual(['top']);
    expect(contentBlocksOf({ nonsense: true })).toEqual([]);
  });
});
