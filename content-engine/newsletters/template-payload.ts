import { sanitizeBody } from '../content/writes/sanitize-body.ts';
import { dbJson } from '../core/rows.ts';
import {
  newsletterTemplatePayloadSchema,
  type NewsletterTemplatePayload,
} from '../shared/newsletters/template-schema.ts';

/*
 * The template document as the engine stores it: validated by the shared schema, its HTML blocks
 * sanitised (scripts, handlers and javascript: links removed), and what a basic template editor
 * (`manage_newsletter_templates_basic`) may change of it.
 */

/** A stored payload, read back through the schema (defaults of fields added since filled in). */
export const storedPayload = dbJson(newsletterTemplatePayloadSchema);

/** The payload with every block's HTML sanitised, as it is saved. */
export const sanitisedPayload = (payload: NewsletterTemplatePayload): NewsletterTemplatePayload => ({
  ...payload,
  blocks: payload.blocks.map((block) => (block.html ? { ...block, html: sanitizeBody(block.html) } : block)),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a basic editor changed beyond its reach, as readable parts ("styles", "blocks added or
 * removed", "block hero: its type"): empty when the change keeps to the blocks' titles, HTML, call
 * to action and population and the preheader blurb. Both payloads are parsed (same key order).
 */
export function basicEditProblems(before: NewsletterTemplatePayload, after: NewsletterTemplatePayload): string[] {
  const problems: string[] = [];
  const { blocks: beforeBlocks, preheaderBlurb: _b, ...beforeRest } = before;
  const { blocks: afterBlocks, preheaderBlurb: _a, ...afterRest } = after;
  for (const key of Object.keys(beforeRest) as (keyof typeof beforeRest)[])
    if (!same(beforeRest[key], afterRest[key])) problems.push(key);
  if (
    !same(
      beforeBlocks.map((b) => b.key),
      afterBlocks.map((b) => b.key),
    )
  ) {
    problems.push('blocks added, removed or reordered');
    return problems;
  }
  beforeBlocks.forEach((block, i) => {
    const changed = afterBlocks[i]!;
    for (const field of ['type', 'styling', 'passendo'] as const)
      if (!same(block[field], changed[field])) problems.push(`block ${block.key}: its ${field}`);
  });
  return problems;
}
