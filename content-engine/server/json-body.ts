import type { FastifyInstance } from 'fastify';
import { EngineError } from '../core/errors.ts';

/**
 * The deepest JSON a request body may nest. V8's JSON.parse takes any depth, but every later
 * recursive walk of the value (prototype-poisoning scan, JSON.stringify, GraphQL coercion) would
 * overflow the stack on 100,000 levels and answer 500. Bodies of the shipped clients nest about 10.
 */
export const maxJsonDepth = 64;

const open = new Set([0x5b, 0x7b]); // [ {
const close = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests arrays and objects deeper than `maxDepth` (string contents ignored); linear, no recursion. */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  if (text.length <= maxDepth) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (open.has(c)) {
      if (++depth > maxDepth) return true;
    } else if (close.has(c)) depth--;
  }
  return false;
}

export const tooDeepJson = () => new EngineError('BAD_REQUEST', `The JSON body is nested more than ${maxJsonDepth} levels deep.`);

/** Replaces Fastify's JSON body parser with the same parser behind a nesting-depth check. */
export function registerDepthCheckedJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, maxJsonDepth)) return done(tooDeepJson(), undefined);
    return parseJson(request, body as string, done);
  });
}
