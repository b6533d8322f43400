import { authorsOf, issuesOf, itemsOf, type BlockProps } from '../types.ts';

/** List-type blocks without items are dropped (spec public §5). */
export const listIsEmpty = ({ block }: BlockProps) => itemsOf(block).length === 0;

/** Issue blocks without issues are dropped. */
export const noIssues = ({ block }: BlockProps) => issuesOf(block).length === 0;

/** Author blocks without people are dropped. */
export const noAuthors = ({ block }: BlockProps) => authorsOf(block).length === 0;
