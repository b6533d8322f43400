import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError } from '../core/feed-fetcher.ts';
import { createHttpFeedFetcher } from './http-feed-fetcher.ts';

let server: Server;
let port: number;
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/feed') return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>');
    if (path === '/to-feed') return res.writeHead(302, { location: '/feed' }).end();
    if (path === '/to-loopback-ip') return res.writeHead(301, { location: `http://127.0.0.1:${port}/feed` }).end();
    if (path === '/to-private-name') return res.writeHead(302, { location: `http://intranet.test:${port}/feed` }).end();
    if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/big-declared') return res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    if (path === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write('y'.repeat(500));
      return res.end();
    }
    if (path === '/slow') {
      hanging.add(res);
      return res.writeHead(200).write('<rss>');
    }
    if (path === '/silent') return void hanging.add(res);
    res.writeHead(500).end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

// A DNS table: the test server's name is allowed by configuration; the others are not.
const dns: Record<string, string[]> = {
  'feeds.test': ['127.0.0.1'],
  'intranet.test': ['10.0.0.8'],
  'rebind.test': ['93.184.216.34', '127.0.0.1'],
  'mapped.test': ['::ffff:127.0.0.1'],
};
const fetcher = (options: { maxBytes?: number; timeoutMs?: number; allowed?: string[] } = {}) =>
  createHttpFeedFetcher({
    lookup: async (host) => dns[host] ?? [],
    privateHostsAllowed: options.allowed ?? ['feeds.test'],
    maxBytes: options.maxBytes ?? 1_000,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
const url = (path: string, host = 'feeds.test') => `http://${host}:${port}${path}`;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof FeedFetchError ? error.reason : String(error)),
  );

describe('createHttpFeedFetcher', () => {
  it('fetches from an allowed host and follows a redirect on it', async () => {
    await expect(fetcher().fetch(url('/to-feed'))).resolves.toMatchObject({
      url: url('/feed'),
      body: '<rss/>',
      contentType: 'application/rss+xml',
    });
  });

  it('refuses private addresses: loopback, private networks, IPv4-mapped IPv6, and names with any private address', async () => {
    expect(await failure(fetcher({ allowed: [] }).fetch(url('/feed')))).toBe('private-address');
    expect(await failure(fetcher().fetch(`http://127.0.0.1:${port}/feed`))).toBe('private-address');
    expect(await failure(fetcher().fetch(`http://[::1]:${port}/feed`))).toBe('private-address');
    expect(await failure(fetcher().fetch(`http://[::ffff:127.0.0.1]:${port}/feed`))).toBe('private-address');
    expect(await failure(fetcher().fetch(url('/feed', 'mapped.test')))).toBe('private-address');
    expect(await failure(fetcher().fetch(url('/feed', 'rebind.test')))).toBe('private-address');
    expect(await failure(fetcher().fetch('http://169.254.169.254/latest/meta-data/'))).toBe('private-address');
  });

  it('allows every name under a configured *.suffix, and only those', async () => {
    dns['a.feeds.test'] = ['127.0.0.1'];
    expect(await failure(fetcher({ allowed: ['*.feeds.test'] }).fetch(url('/feed', 'a.feeds.test')))).toBe('fetched');
    expect(await failure(fetcher({ allowed: ['*.feeds.test'] }).fetch(url('/feed', 'intranet.test')))).toBe(
      'private-address',
    );
  });

  it('checks every redirect again: to a private address, a private name or another scheme is refused', async () => {
    expect(await failure(fetcher().fetch(url('/to-loopback-ip')))).toBe('private-address');
    expect(await failure(fetcher().fetch(url('/to-private-name')))).toBe('private-address');
    expect(await failure(fetcher().fetch(url('/to-file')))).toBe('scheme');
    expect(await failure(fetcher().fetch(url('/loop')))).toBe('status');
  });

  it('fetches only http and https', async () => {
    for (const target of ['file:///etc/passwd', 'ftp://feeds.test/x', 'gopher://feeds.test/', 'not a url'])
      expect(await failure(fetcher().fetch(target))).toBe('scheme');
    expect(await failure(fetcher().fetch(`http://user:pw@feeds.test:${port}/feed`))).toBe('scheme');
  });

  it('stops at the size limit, declared or streamed', async () => {
    expect(await failure(fetcher().fetch(url('/big-declared')))).toBe('too-large');
    expect(await failure(fetcher().fetch(url('/big-chunked')))).toBe('too-large');
    expect(await failure(fetcher({ maxBytes: 10_000 }).fetch(url('/big-chunked')))).toBe('fetched');
  });

  it('gives up after the timeout, before the headers or in the middle of the body', async () => {
    const started = Date.now();
    expect(await failure(fetcher({ timeoutMs: 200 }).fetch(url('/silent')))).toBe('timeout');
    expect(await failure(fetcher({ timeoutMs: 200 }).fetch(url('/slow')))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails on a status other than 200 and on a name without addresses', async () => {
    expect(await failure(fetcher().fetch(url('/missing')))).toBe('status');
    expect(await failure(fetcher().fetch(url('/feed', 'nowhere.test')))).toBe('dns');
  });
});
