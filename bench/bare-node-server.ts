/**
 * Child process of bench/sites.ts: the ceiling of one Node process on this machine — node:http
 * answering every request with the same precompressed bytes from memory, no routing, no lookups.
 * Served beside nginx so the report shows how much of the gap to nginx is Node's own.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BARE_FILE!);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'content-length': body.length,
  etag: '"bare"',
  vary: 'Accept-Encoding',
  'cache-control': 'public, max-age=0, must-revalidate',
};
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ ready: true }));
