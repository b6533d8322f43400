import type { FastifyInstance } from 'fastify';
import { EngineError } from '../core/errors.ts';

/**
 * The deepest JSON a request body may nest. V8's JSON.parse takes any depth, but every later
 * recursive walk of the value (prototype-poisoning scan, JSON.stringify, GraphQL coercion) would
 * overflow the stack on 100,000 levels and answer 500. Bodies of the shipped clients nest about 10.
 */
export const maxJsonDepth = 64;

const quote = 0x22;
const backslash = 0x5c;

/** Where the string opened by the quote at `start` closes (its closing quote), or -1. */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === backslash) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}

/** Whether JSON text nests arrays and objects deeper than `maxDepth` (string contents skipped); linear, no recursion. */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  if (text.length <= maxDepth) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      i = stringEnd(text, i);
      if (i < 0) return false; // unterminated: the parser rejects it
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

export const tooDeepJson = () =>
  new EngineError('BAD_REQUEST', `The JSON body is nested more than ${maxJsonDepth} levels deep.`);

/** Replaces Fastify's JSON body parser with the same parser behind a nesting-depth check. */
export function registerDepthCheckedJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, maxJsonDepth)) return done(tooDeepJson(), undefined);
    return parseJson(request, body as string, done);
  });
}
