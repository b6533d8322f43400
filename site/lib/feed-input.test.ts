import { describe, expect, it } from 'vitest';
import { feedSectionAlias } from './feed-input.ts';

describe('feedSectionAlias', () => {
  it('takes a plain alias', () => {
    expect(feedSectionAlias('news/industry')).toEqual({ alias: 'news/industry' });
  });

  it('takes the JSON form older links use', () => {
    expect(feedSectionAlias('{"sectionAlias":"news"}')).toEqual({ alias: 'news' });
  });

  it('explains what is wrong with a missing or unusable input', () => {
    expect(feedSectionAlias(null)).toEqual({ error: expect.stringContaining('must name a website section') });
    expect(feedSectionAlias('  ')).toEqual({ error: expect.stringContaining('must name a website section') });
    expect(feedSectionAlias('{"sectionAlias":')).toEqual({ error: expect.stringContaining('does not parse') });
    expect(feedSectionAlias('{"alias":"news"}')).toEqual({ error: expect.stringContaining('no sectionAlias') });
  });
});
