/**
 * The groups of the layout editor's block picker, in the order it shows them. Each block type
 * names its group beside its settings (`site/blocks/<type>/block.ts`).
 */
export const blockGroups = [
  'Content lists',
  'Content page',
  'Magazine',
  'Site users & memberships',
  'Ads',
  'Media',
  'Navigation & search',
  'Other',
] as const;

export type BlockGroup = (typeof blockGroups)[number];
