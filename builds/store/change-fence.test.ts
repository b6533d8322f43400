import { describe, expect, it } from 'vitest';
import { createEventBus, type ChangeEvent } from '../../content-engine/core/events.ts';
import { createChangeFence } from './change-fence.ts';

const change = (tenantKey: string, tags: string[], extra: object = {}) =>
  ({ tenantKey, kind: 'content', tags, at: 1, ...extra }) as ChangeEvent;

describe('the change fence', () => {
  it('tells a render that a change meeting its page arrived after it started, locally or relayed', async () => {
    const events = createEventBus();
    const fence = createChangeFence(events);
    const mark = fence.mark();
    expect(fence.changedSince('fleetowner', mark, ['content:7', 'section:3'])).toBe(false);
    events.emit(change('fleetowner', ['content:9']));
    await events.settled();
    expect(fence.changedSince('fleetowner', mark, ['content:7', 'section:3'])).toBe(false);
    events.receive(change('fleetowner', ['content:7']));
    await events.settled();
    expect(fence.changedSince('fleetowner', mark, ['content:7', 'section:3'])).toBe(true);
    // Another tenant's change, and a render started after the change, are not overtaken.
    expect(fence.changedSince('plantservices', mark, ['content:7'])).toBe(false);
    expect(fence.changedSince('fleetowner', fence.mark(), ['content:7'])).toBe(false);
    fence.stop();
  });

  it('matches wildcard page tags, pages without tags, and changes relayed without their tags', async () => {
    const events = createEventBus();
    const fence = createChangeFence(events);
    let mark = fence.mark();
    events.emit(change('fleetowner', ['type:Article']));
    await events.settled();
    expect(fence.changedSince('fleetowner', mark, ['type:*'])).toBe(true);
    // A 404 or a redirect has no tags: any change of its tenant may have made it a page.
    expect(fence.changedSince('fleetowner', mark, [])).toBe(true);
    mark = fence.mark();
    events.receive(change('fleetowner', [], { allTags: true }));
    await events.settled();
    expect(fence.changedSince('fleetowner', mark, ['content:1'])).toBe(true);
    fence.stop();
  });

  it('counts a mark older than the changes it keeps as changed', async () => {
    const events = createEventBus();
    const fence = createChangeFence(events, { keep: 2 });
    const mark = fence.mark();
    for (const id of [1, 2, 3]) events.emit(change('other', [`content:${id}`]));
    await events.settled();
    expect(fence.changedSince('fleetowner', mark, ['content:9'])).toBe(true);
    fence.stop();
  });
});
