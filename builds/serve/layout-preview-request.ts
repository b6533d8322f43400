import { EngineError } from '../../content-engine/core/errors.ts';

/** A layout preview's request: the page's path, the unsaved layout and/or a design, and the tenant when not the Host's. */
export interface LayoutPreviewRequest {
  path: string;
  /** The createLayout input, checked by the engine; absent for a design preview of the page's own layout. */
  layout: object | null;
  /** `new`: the page in the new design (useNewDesign, its rows mapped), saved or not (/admin/migrate-to-new-design). */
  design: 'new' | null;
  /** The admin's chosen site on the main host (its `tenantKey` cookie); else the Host's tenant. */
  tenantKey: string | null;
}

const badRequest = (message: string) => new EngineError('BAD_REQUEST', message);

const field = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return Array.isArray(value) ? value[0] : value;
};

function layoutOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest('layout: not a JSON object.');
  }
}

/**
 * The fields of a preview request: a JSON body `{ path, layout?, design?, tenantKey? }`, or the
 * same fields of a form (the admin posts a form into a named frame; `layout` is then the JSON
 * text). The path is a path of the site (one leading slash), with an optional query string; a
 * request names a layout, the design `new`, or both.
 */
export function parseLayoutPreviewBody(body: unknown): LayoutPreviewRequest {
  if (!body || typeof body !== 'object') throw badRequest('Send path and layout.');
  const fields = body as Record<string, unknown>;
  const path = field(fields, 'path');
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path) || path.length > 2000)
    throw badRequest('path: a path of the site starting with one "/".');
  const design = field(fields, 'design') ?? null;
  if (design !== null && design !== 'new') throw badRequest('design: "new" or none.');
  const tenantKey = field(fields, 'tenantKey');
  const request = {
    path,
    design,
    tenantKey: typeof tenantKey === 'string' && tenantKey.trim() ? tenantKey.trim() : null,
  };
  const sent = field(fields, 'layout');
  if (sent === undefined && design) return { ...request, layout: null };
  const layout = layoutOf(sent);
  if (!layout || typeof layout !== 'object' || Array.isArray(layout)) throw badRequest('layout: not a JSON object.');
  return { ...request, layout };
}

interface OriginHeaders {
  host?: string | undefined;
  origin?: string | string[] | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether the browser says the request comes from a page of this same origin: `Sec-Fetch-Site`
 * when sent, else the `Origin` a browser puts on every POST. A request with neither is not.
 */
export function isSameOriginRequest(headers: OriginHeaders): boolean {
  const site = one(headers['sec-fetch-site']);
  if (site) return site === 'same-origin';
  const origin = one(headers.origin);
  if (!origin || !headers.host) return false;
  try {
    return new URL(origin).host === headers.host.toLowerCase();
  } catch {
    return false;
  }
}
