/*
 * A contract's state as the admin list and the public page say it (spec admin §4): "Approved"
 * with the date when an approval timestamp exists, else "Pending". Dates in the spec's style
 * (admin §9: "Jan. 5, 2026", "June 3, 2026", "Sept. 9, 2026"), in America/Chicago.
 */
const months = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export function contractDate(epochMs: number): string {
  const get = (type: string) => Number(parts.formatToParts(epochMs).find((p) => p.type === type)?.value);
  return `${months[get('month') - 1]} ${get('day')}, ${get('year')}`;
}

export const contractStatusLabel = (approved: number | null | undefined): string =>
  approved ? `Approved ${contractDate(approved)}` : 'Pending';

/** A fee in cents as money: "$1,250.00", "€80.00", "1,000.00 XYZ". */
export function formatFee(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

export const feeTypeLabels: Record<string, string> = {
  flat: 'Flat fee',
  per_word: 'Per word',
  per_hour: 'Per hour',
  per_item: 'Per item',
};
