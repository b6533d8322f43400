import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/robots.ts';

export const GET: APIRoute = ({ locals }) =>
  new Response(robotsTxt(locals.engine.origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
