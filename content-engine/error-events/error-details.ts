import { createHash } from 'node:crypto';

/** What the monitors record of one error: its name, message, stack and grouping fingerprint. */
export interface ErrorDetails {
  name: string;
  message: string;
  stack: string;
  /** The first `at …` line of the stack, without line and column numbers; '' when there is none. */
  topFrame: string;
  fingerprint: string;
}

const maxMessage = 2_000;
const maxStack = 16_000;

/**
 * The message with what changes between occurrences of one error taken out: UUIDs, long hex ids,
 * quoted values and numbers become placeholders, so "Item 12345 failed" and "Item 678 failed" group.
 */
export const normalisedMessage = (message: string) =>
  message
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/\b[0-9a-f]{12,}\b/gi, '<hex>')
    .replace(/"[^"]{0,200}"|'[^']{0,200}'/g, '<str>')
    .replace(/\d+/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();

/** `at fn (file:line:col)` → `at fn (file)`; the project's absolute root and query strings go too. */
export function topFrameOf(stack: string): string {
  const line = stack.split('\n').find((l) => /^\s*at\s/.test(l));
  if (!line) return '';
  return line
    .trim()
    .replace(/(:\d+)+(\)?)$/, '$2')
    .replace(/\?[^):]*/g, '')
    .replace(process.cwd(), '.');
}

/** Name, message, stack and fingerprint (SHA-256 of name, normalised message and top frame) of anything thrown. */
export function errorDetails(error: unknown): ErrorDetails {
  const isError = error instanceof Error;
  const name = isError ? error.name || 'Error' : typeof error;
  const message = (isError ? error.message : safeString(error)).slice(0, maxMessage);
  const stack = (isError ? (error.stack ?? '') : '').slice(0, maxStack);
  const topFrame = topFrameOf(stack);
  const fingerprint = createHash('sha256')
    .update(`${name}\n${normalisedMessage(message)}\n${topFrame}`)
    .digest('hex')
    .slice(0, 32);
  return { name, message, stack, topFrame, fingerprint };
}

function safeString(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}
