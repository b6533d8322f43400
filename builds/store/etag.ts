import { createHash } from 'node:crypto';

/** A stored page's strong ETag: a hash of its bytes (the same bytes, the same tag, in any process). */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
