import { describe, expect, it, vi } from 'vitest';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import type { BuildRenderer } from '../render/build-renderer.ts';
import type { RenderedPage } from '../render/page-renderer.ts';
import { swappableRenderer, swappableSiteModule } from './swappable.ts';

const tenant = { key: 'alpha' } as Tenant;

/** A renderer whose renders wait until `finish` is called; it answers with its name. */
function fakeRenderer(name: string) {
  const waiting: (() => void)[] = [];
  const close = vi.fn(async () => {});
  const render = (async (_tenant: Tenant, path: string) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { path, status: 200, body: Buffer.from(name) } as unknown as RenderedPage;
  }) as BuildRenderer;
  return Object.assign(render, { threads: 2, close, finish: () => waiting.splice(0).forEach((go) => go()) });
}

describe('a swappable renderer', () => {
  it('renders with the new renderer after a swap and closes the old one once its renders are done', async () => {
    const old = fakeRenderer('old');
    const next = fakeRenderer('new');
    const render = swappableRenderer(old);
    const before = render(tenant, '/');
    const retired = render.swap(next);
    const after = render(tenant, '/');
    await Promise.resolve();
    expect(old.close).not.toHaveBeenCalled();
    old.finish();
    next.finish();
    expect(String((await before).body)).toBe('old');
    expect(String((await after).body)).toBe('new');
    await retired;
    expect(old.close).toHaveBeenCalledTimes(1);
    expect(next.close).not.toHaveBeenCalled();
  });

  it('closes an idle old renderer at once', async () => {
    const old = fakeRenderer('old');
    const render = swappableRenderer(old);
    await render.swap(fakeRenderer('new'));
    expect(old.close).toHaveBeenCalledTimes(1);
  });
});

describe('a swappable site module', () => {
  it('renders with and hashes the scripts of the module swapped in', async () => {
    const module = (name: string) => ({ render: async () => new Response(name), inlineScripts: [name] });
    const site = swappableSiteModule(module('old'));
    site.swap(module('new'));
    expect(await (await site.module.render(new Request('http://site/'), { engine: {} as never })).text()).toBe('new');
    expect(site.module.inlineScripts).toEqual(['new']);
  });
});
