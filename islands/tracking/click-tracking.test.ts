import { describe, expect, it } from 'vitest';
import { clickPayload } from './click-tracking.ts';

/** Just what clickPayload reads of an element. */
const element = (attributes: Record<string, string>, textContent = '') =>
  ({
    getAttribute: (name: string) => attributes[name] ?? null,
    attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    textContent,
  }) as unknown as Element;

describe('the payload of a tracked click', () => {
  it('carries the href, the label and every data-track-* attribute in camel case', () => {
    expect(
      clickPayload(
        element(
          {
            href: '/news',
            'data-track': 'menuClick',
            'data-track-menu': 'header_primary',
            'data-track-section-id': '3',
          },
          '  News \n ',
        ),
      ),
    ).toEqual({ href: '/news', label: 'News', menu: 'header_primary', sectionId: '3' });
  });

  it('prefers the aria-label and clips long labels', () => {
    expect(clickPayload(element({ href: '/', 'aria-label': 'Fleet Owner' }, 'logo')).label).toBe('Fleet Owner');
    expect(clickPayload(element({}, 'x'.repeat(300))).label).toHaveLength(200);
  });
});
