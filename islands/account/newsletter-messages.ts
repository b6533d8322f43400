/** The texts of the account's newsletter toggles (spec public §5 and §8), asserted exactly by tests. */
export const optOutQuestion = 'Are you sure you wish to opt out from this newsletter?';
export const noNewslettersMessage = 'There are no newsletters currently available, please check back later.';

/** The toast after opting in (`optIn`) or out, by outcome. */
export function newsletterToast({ optIn, ok }: { optIn: boolean; ok: boolean }): string {
  if (ok) return optIn ? 'Newsletter opt in successful!' : 'Newsletter opt out successful!';
  return `Newsletter ${optIn ? 'opt in' : 'opt out'} failed. Please try again or contact support for assistance.`;
}
