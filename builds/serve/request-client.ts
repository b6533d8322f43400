import type { FastifyRequest } from 'fastify';

/**
 * What the server saw of a live request's client (the /ip-test page shows it): the address after
 * trusted proxies (TRUST_PROXY), the socket's peer, and the proxy headers as received.
 */
export interface RequestClient {
  ip: string;
  remoteAddress: string | null;
  forwardedFor: string | null;
  realIp: string | null;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? null);

export function requestClient(request: FastifyRequest): RequestClient {
  return {
    ip: request.ip,
    remoteAddress: request.socket.remoteAddress ?? null,
    forwardedFor: headerText(request.headers['x-forwarded-for']),
    realIp: headerText(request.headers['x-real-ip']),
  };
}
