import { describe, expect, it } from 'vitest';
import { newsletterAdPayloadSchema } from '../shared/newsletters/ad-schema.ts';
import { adCreative, chooseAd, type AdCandidate } from './ad-choice.ts';

const payload = newsletterAdPayloadSchema.parse({
  title: 'Ad',
  companySource: 'new',
  companyName: 'Acme',
  placement: 'sponsored-content',
  label: 'Sponsored by [Company Name]',
  url: 'https://acme.test',
  image: '/files/ad.png',
});

const candidate = (over: Partial<AdCandidate>): AdCandidate => ({
  adId: 1,
  priority: 10,
  updated: 1000,
  position: 1,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  payload,
  orderId: '',
  lineItemId: '',
  ...over,
});

describe('chooseAd', () => {
  it('picks the highest priority: Standard over House-Reserve over House', () => {
    const ads = [
      candidate({ adId: 1, priority: 1 }),
      candidate({ adId: 2, priority: 10 }),
      candidate({ adId: 3, priority: 5 }),
    ];
    expect(chooseAd(ads, 1, '2026-11-28')?.adId).toBe(2);
    expect(
      chooseAd(
        ads.filter((a) => a.adId !== 2),
        1,
        '2026-11-28',
      )?.adId,
    ).toBe(3);
  });

  it('only considers the block’s position', () => {
    const ads = [candidate({ adId: 1, position: 2, priority: 10 }), candidate({ adId: 2, position: 1, priority: 1 })];
    expect(chooseAd(ads, 1, '2026-11-28')?.adId).toBe(2);
    expect(chooseAd(ads, 3, '2026-11-28')).toBeNull();
  });

  it('only considers schedules whose dates hold the day, both ends included', () => {
    const ads = [
      candidate({ adId: 1, startDate: '2026-11-28', endDate: '2026-11-28' }),
      candidate({ adId: 2, endDate: '2026-11-27', updated: 9999 }),
    ];
    expect(chooseAd(ads, 1, '2026-11-28')?.adId).toBe(1);
    expect(chooseAd(ads, 1, '2026-11-29')).toBeNull();
    expect(chooseAd([candidate({ startDate: '2026-11-29' })], 1, '2026-11-28')).toBeNull();
  });

  it('breaks a priority tie by the ad updated last, then the lower id', () => {
    const ads = [
      candidate({ adId: 1, updated: 1000 }),
      candidate({ adId: 2, updated: 3000 }),
      candidate({ adId: 3, updated: 2000 }),
    ];
    expect(chooseAd(ads, 1, '2026-11-28')?.adId).toBe(2);
    expect(chooseAd([candidate({ adId: 9 }), candidate({ adId: 4 })], 1, '2026-11-28')?.adId).toBe(4);
  });
});

describe('adCreative', () => {
  it('fills the company into the label and makes the image absolute', () => {
    const ad = adCreative(candidate({}), { origin: 'https://www.fleetnews.test', companyName: 'Acme Tyres' });
    expect(ad.label).toBe('Sponsored by Acme Tyres');
    expect(ad.imageSrc).toBe('https://www.fleetnews.test/files/ad.png');
    expect(ad.logoSrc).toBe('');
  });

  it('says Sponsored when the company has no name', () => {
    expect(adCreative(candidate({}), { origin: 'https://x.test', companyName: '' }).label).toBe('Sponsored');
  });
});
