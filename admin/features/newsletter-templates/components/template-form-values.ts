import {
  newsletterBlockSchema,
  newsletterTemplatePayloadSchema,
  type NewsletterBlock,
  type NewsletterTemplatePayload,
} from '../../../../content-engine/shared/newsletters/template-schema.ts';
import type { NewsletterBlockType } from '../../../../content-engine/shared/newsletters/constants.ts';

/** A new template: every field at its schema default, the name still to fill in. */
export const emptyTemplate = (): NewsletterTemplatePayload => ({
  ...(newsletterTemplatePayloadSchema.parse({ name: 'x' }) as NewsletterTemplatePayload),
  name: '',
});

/** A stored template as the form's values (older documents gain the fields added since). */
export function templateFormValues(payload: unknown): NewsletterTemplatePayload {
  const parsed = newsletterTemplatePayloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : { ...emptyTemplate(), ...(payload as Partial<NewsletterTemplatePayload>) };
}

/** A block of `type` with a key no other block of the template has (`content-list-2`). */
export function newBlock(type: NewsletterBlockType, taken: readonly string[]): NewsletterBlock {
  const base = type.replaceAll('_', '-');
  let n = 1;
  while (taken.includes(n === 1 ? base : `${base}-${n}`)) n += 1;
  return newsletterBlockSchema.parse({ key: n === 1 ? base : `${base}-${n}`, type });
}

/**
 * What a basic template editor (manage_newsletter_templates_basic) saves: the stored template
 * with only the preheader blurb and the blocks' titles, HTML, population and call to action taken
 * from the form — the parts the engine lets them change.
 */
export function basicEdit(stored: NewsletterTemplatePayload, edited: NewsletterTemplatePayload) {
  return {
    ...stored,
    preheaderBlurb: edited.preheaderBlurb,
    blocks: stored.blocks.map((block, index) => {
      const mine = edited.blocks[index];
      return mine
        ? { ...block, title: mine.title, html: mine.html, population: mine.population, cta: mine.cta }
        : block;
    }),
  };
}
