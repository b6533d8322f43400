/** A running job's `progress` event message: pages done of the pages the job renders. */
export const progressMessage = (done: number, total: number) => `${done}/${total} pages`;

/** The counts of a `progress` event message, or null for another message. */
export function progressOf(message: string): { done: number; total: number } | null {
  const match = /^(\d+)\/(\d+) pages$/.exec(message);
  return match ? { done: Number(match[1]), total: Number(match[2]) } : null;
}
