import { systemContext } from '../core/context.ts';
import { parseTag } from '../core/change-tags.ts';
import type { Engine } from '../core/engine.ts';
import type { ChangeEvent } from '../core/events.ts';
import { writeSyndicatedCopy } from '../content/operations/write-syndicated-copy.ts';
import { findFootprint } from '../content/writes/queries.ts';
import { findTenantByKey } from '../tenants/queries.ts';
import { siteOrigin } from '../tenants/site-origin.ts';
import { copyDigest, copyOfOrigin } from './copy-of-origin.ts';
import { claimSync, releaseSync, syndicationsOfOrigins, type Syndication } from './queries.ts';

const contentIdsOf = (event: ChangeEvent) =>
  event.tags.flatMap((tag) => {
    const parsed = parseTag(tag);
    return parsed?.kind === 'content' ? [parsed.id] : [];
  });

/**
 * Keeps every syndicated copy in step with its origin (ADR 60): after a content change of a
 * site, the copies of its changed items on other sites are rewritten from the origin as it is
 * then (fields, status, dates, canonical URL; their schedules stay). The syncs of one copy run
 * one after another, each reading the origin afresh, so the last one leaves the latest state;
 * a copy already in that state is not written again (by this process or another). Returns the
 * unsubscribe.
 */
export function followSyndicationOrigins(engine: Engine): () => void {
  const running = new Map<number, Promise<void>>();
  const queue = (s: Syndication) => {
    const next = (running.get(s.id) ?? Promise.resolve()).then(() => syncCopy(engine, s.id, s));
    running.set(s.id, next);
    void next.finally(() => running.get(s.id) === next && running.delete(s.id));
    return next;
  };
  return engine.events.subscribe(
    async (event) => {
      if (event.kind !== 'content') return;
      const ids = contentIdsOf(event);
      if (!ids.length) return;
      await Promise.all((await syndicationsOfOrigins(engine.db, event.tenantKey, ids)).map(queue));
    },
    { origin: 'local' },
  );
}

async function syncCopy(engine: Engine, id: number, heard: Syndication) {
  const [s] = (await syndicationsOfOrigins(engine.db, heard.originTenantKey, [heard.originContentId])).filter(
    (row) => row.id === id,
  );
  const origin = s && (await findFootprint(engine.db, s.originTenantKey, s.originContentId));
  if (!s || !origin) return;
  const now = engine.now();
  try {
    const [originSite, targetSite] = await Promise.all([
      findTenantByKey(engine.db, s.originTenantKey),
      findTenantByKey(engine.db, s.targetTenantKey),
    ]);
    const copy = await copyOfOrigin(engine.db, {
      origin,
      originUrl: `${siteOrigin(originSite!)}${origin.canonicalPath}`,
      targetTenantKey: s.targetTenantKey,
      now,
    });
    if (!(await claimSync(engine.db, s.id, copyDigest(copy), now))) return;
    try {
      await writeSyndicatedCopy({ ctx: systemContext(engine, { tenant: targetSite }), id: s.copyContentId, copy });
    } catch (error) {
      await releaseSync(engine.db, s.id, s.syncedDigest);
      throw error;
    }
  } catch (error) {
    engine.log.error({ err: error, syndication: s.id }, 'syndicated copy not updated');
  }
}
