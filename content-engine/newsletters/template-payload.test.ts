import { describe, expect, it } from 'vitest';
import { newsletterTemplatePayloadSchema } from '../shared/newsletters/template-schema.ts';
import { basicEditProblems, sanitisedPayload } from './template-payload.ts';

const parse = (patch: Record<string, unknown> = {}) =>
  newsletterTemplatePayloadSchema.parse({
    name: 'Daily',
    blocks: [
      { key: 'top', type: 'content_list', title: 'Top' },
      { key: 'note', type: 'html', html: '<p>Hi</p>' },
    ],
    ...patch,
  });

describe('basicEditProblems', () => {
  it('allows block titles, HTML, call to action and population, and the preheader blurb', () => {
    const after = parse({
      preheaderBlurb: 'Today',
      blocks: [
        {
          key: 'top',
          type: 'content_list',
          title: 'Headlines',
          population: { numberOfItems: 8 },
          cta: { label: 'More' },
        },
        { key: 'note', type: 'html', html: '<p>Bye</p>' },
      ],
    });
    expect(basicEditProblems(parse(), after)).toEqual([]);
  });

  it('names everything else that changed', () => {
    expect(basicEditProblems(parse(), parse({ name: 'Weekly', styles: { width: 800 } }))).toEqual(['name', 'styles']);
    expect(
      basicEditProblems(
        parse(),
        parse({
          blocks: [
            { key: 'note', type: 'html' },
            { key: 'top', type: 'content_list' },
          ],
        }),
      ),
    ).toEqual(['blocks added, removed or reordered']);
    expect(
      basicEditProblems(
        parse(),
        parse({
          blocks: [
            { key: 'top', type: 'issue', title: 'Top' },
            { key: 'note', type: 'html', html: '<p>Hi</p>', styling: { layout: 'grid' } },
          ],
        }),
      ),
    ).toEqual(['block top: its type', 'block note: its styling']);
  });
});

describe('sanitisedPayload', () => {
  it('removes scripts, handlers and javascript: links from every block’s HTML', () => {
    const payload = sanitisedPayload(
      parse({
        blocks: [
          {
            key: 'note',
            type: 'html',
            html: '<p onmouseover="x()">Hi<script>x()</script><a href="javascript:x()">a</a></p>',
          },
        ],
      }),
    );
    expect(payload.blocks[0]!.html).toBe('<p>Hi<a>a</a></p>');
  });
});
