/** A small stable number from a block id, so slots of one unit in different blocks rotate differently. */
export const slotIndexOf = (blockId: string) =>
  [...blockId].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 997, 0) + 1;
