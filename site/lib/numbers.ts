const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators (spec public §9): 12345 → "12,345". */
export const formatCount = (n: number) => counts.format(n);

/** "1 image", "1,204 images". */
export const countOf = (n: number, singular: string, plural = `${singular}s`) =>
  `${formatCount(n)} ${n === 1 ? singular : plural}`;
