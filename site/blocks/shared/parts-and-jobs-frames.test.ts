import { describe, expect, it } from 'vitest';
import { partNumberOf, withPartNumber } from '../../../islands/embeds/part-query.ts';
import { jobBoardBlock } from '../job_board/block.ts';
import { threeDxSearchBlock } from '../three_dx_search/block.ts';
import { contentSidebars } from '../content_sidebars/sidebars.ts';
import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { jobBoardEmbed, sourceEsbEmbed, threeDxEmbed } from './parts-and-jobs-frames.ts';

describe('job board, SourceESB and 3DX frames (ADR 66)', () => {
  it('builds the job board frame from a safe board id or an https address on the vendor hosts', () => {
    expect(jobBoardEmbed({ boardId: 'acme-careers' })).toEqual({
      src: 'https://jobs.ymcareers.com/acme-careers/jobs/',
      height: 900,
    });
    expect(jobBoardEmbed({ boardUrl: 'https://acme.madgex.com/jobs', height: 500 })?.src).toBe(
      'https://acme.madgex.com/jobs',
    );
    for (const settings of [
      {},
      { boardId: '../x' },
      { boardId: '"><script>' },
      { boardUrl: 'javascript:alert(1)' },
      { boardUrl: 'https://evil.example/jobs' },
      { boardUrl: 'http://acme.madgex.com/' },
      { boardUrl: 'https://ymcareers.com.evil.example/' },
    ])
      expect(jobBoardEmbed(settings), JSON.stringify(settings)).toBeNull();
    expect(jobBoardBlock.settings.safeParse({ boardUrl: 'https://evil.example/' }).success).toBe(false);
    expect(jobBoardBlock.settings.safeParse({ boardId: 'a b' }).success).toBe(false);
  });

  it('builds SourceESB frames from a safe partner id only', () => {
    expect(sourceEsbEmbed({ partnerId: 'acme' }, 'part-search')).toEqual({
      src: 'https://widgets.sourceesb.com/part-search?partner=acme',
      height: 500,
    });
    expect(sourceEsbEmbed({ partnerId: 'acme', height: 5 }, 'data-sheet')?.height).toBe(700);
    for (const partnerId of [undefined, '', 'a&b=c', '<x>', 'x'.repeat(101)])
      expect(sourceEsbEmbed({ partnerId }, 'part-details')).toBeNull();
  });

  it('builds the 3DX frame from a catalog id or an https address on 3dx.com', () => {
    expect(threeDxEmbed({ catalogId: 'fasteners' })?.src).toBe('https://search.3dx.com/catalog/fasteners');
    expect(threeDxEmbed({ searchUrl: 'https://parts.3dx.com/s?q=1' })?.src).toBe('https://parts.3dx.com/s?q=1');
    expect(threeDxEmbed({ searchUrl: 'https://3dx.com.evil.example/' })).toBeNull();
    expect(threeDxSearchBlock.settings.safeParse({ searchUrl: 'data:text/html,x' }).success).toBe(false);
  });

  it("takes the page's ?part= only as a safe part number, encoded into the frame address", () => {
    expect(partNumberOf('?part=LM317T')).toBe('LM317T');
    expect(partNumberOf('?part=RC0603FR-0710KL')).toBe('RC0603FR-0710KL');
    for (const query of [
      '',
      '?part=',
      '?part=%3Cscript%3E',
      '?part="onload=x',
      '?part=a%20b',
      `?part=${'x'.repeat(65)}`,
      '?part=-x',
    ])
      expect(partNumberOf(query), query).toBeNull();
    const base = 'https://widgets.sourceesb.com/part-details?partner=acme';
    expect(withPartNumber(base, '?part=AB%2B12%2334')).toBe(
      'https://widgets.sourceesb.com/part-details?partner=acme&part=AB%2B12%2334',
    );
    expect(withPartNumber(base, '?part=x&partner=evil')).toBe(`${base}&part=x`);
    expect(withPartNumber('javascript:alert(1)', '?part=x')).toBeNull();
    expect(withPartNumber(base, '?part=<img>')).toBeNull();
  });

  it("reads a content item's sidebars, skipping entries without text", () => {
    const item = (sidebars: unknown) => ({ metadata: { sidebars } }) as unknown as ContentNode;
    expect(contentSidebars(null)).toEqual([]);
    expect(contentSidebars(item('x'))).toEqual([]);
    expect(
      contentSidebars(item([{ title: ' Key facts ', body: '<p>One</p>' }, '<p>Two</p>', { body: '  ' }, 7, null])),
    ).toEqual([
      { title: 'Key facts', html: '<p>One</p>' },
      { title: '', html: '<p>Two</p>' },
    ]);
    expect(contentSidebars(item(Array.from({ length: 20 }, () => '<p>x</p>')))).toHaveLength(10);
  });
});
