import { describe, expect, it, vi } from 'vitest';
import { guardIsland, mountErrorLog, mountErrorText, type IslandElement } from './mount-guard.ts';

const island = (): IslandElement & { attributes: Map<string, string> } => {
  const attributes = new Map([['component-url', '/_astro/LoginForm.js']]);
  return {
    innerHTML: '<form><button>Log in</button></form>',
    attributes,
    setAttribute: (name, value) => void attributes.set(name, value),
    getAttribute: (name) => attributes.get(name) ?? null,
  };
};

describe('an island that fails to start', () => {
  it("is logged as 'Error while mounting app' and shows its error state", async () => {
    const element = island();
    const log = { error: vi.fn() };
    const failure = new Error('settings missing');
    await guardIsland(element, async () => Promise.reject(failure), log)();
    expect(log.error).toHaveBeenCalledWith(mountErrorLog, { island: '/_astro/LoginForm.js' }, failure);
    expect(log.error.mock.calls[0]![0]).toBe('Error while mounting app');
    expect(element.innerHTML).toBe(`<p role="alert" class="island-error">${mountErrorText}</p>`);
    expect(element.attributes.has('data-mount-error')).toBe(true);
  });

  it('is caught when the renderer throws before its first await', async () => {
    const element = island();
    const log = { error: vi.fn() };
    const hydrate = (() => {
      throw new TypeError('x is undefined');
    }) as unknown as () => Promise<void>;
    await expect(guardIsland(element, hydrate, log)()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(element.innerHTML).toContain('role="alert"');
  });

  it('leaves an island that starts as it is, logging nothing', async () => {
    const element = island();
    const log = { error: vi.fn() };
    const hydrate = vi.fn(async (_props: { a: number }) => {});
    await guardIsland(element, hydrate, log)({ a: 1 });
    expect(hydrate).toHaveBeenCalledWith({ a: 1 });
    expect(log.error).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe('<form><button>Log in</button></form>');
  });
});
