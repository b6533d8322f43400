/**
 * A render worker thread (started by render-pool.ts through render-worker-boot.mjs): its own
 * database connection, Astro bundle and engine memos; renders pages on request and sends each
 * back with its body transferred.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createDb } from '../../db/connection.ts';
import type { EventBus, ChangeListener } from '../../content-engine/core/events.ts';
import type { Logger } from '../../content-engine/core/logger.ts';
import { createPageRenderer } from './page-renderer.ts';
import { processEngine } from '../process-engine.ts';
import type { FromWorker, LogLevel, RenderWorkerData, ToWorker } from './render-protocol.ts';
import { ownArrayBuffer, serializeError } from './render-protocol.ts';
import { compressVariantsSync } from '../store/compress.ts';
import { loadSiteModule } from './site-module.ts';

const port = parentPort!;
const { database, siteDir } = workerData as RenderWorkerData;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function post(level: LogLevel, obj: unknown, msg?: string) {
  try {
    send({ type: 'log', level, obj, msg });
  } catch {
    // Not cloneable (functions, sockets…): its JSON form, or its text.
    let plain: unknown;
    try {
      plain = JSON.parse(JSON.stringify(obj));
    } catch {
      plain = String(obj);
    }
    send({ type: 'log', level, obj: plain, msg });
  }
}
const log: Logger = {
  debug: (o, m) => post('debug', o, m),
  info: (o, m) => post('info', o, m),
  warn: (o, m) => post('warn', o, m),
  error: (o, m) => post('error', o, m),
};

/**
 * The worker's bus calls listeners synchronously: the memos drop their entries while the event
 * message is handled, before any render message that followed it.
 */
function createSyncEventBus(): EventBus {
  const listeners = new Set<ChangeListener>();
  return {
    emit(event) {
      for (const listener of listeners) {
        try {
          void Promise.resolve(listener(event)).catch((error) => log.error({ err: error }, 'change listener failed'));
        } catch (error) {
          log.error({ err: error }, 'change listener failed');
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const events = createSyncEventBus();
const db = createDb({ url: database.url, searchPath: database.searchPath });
const site = loadSiteModule({ build: false, dir: siteDir });

/**
 * The worker's one engine and renderer, so the engine's memos (settings, sections, layouts…) serve every render
 * until a forwarded change event drops them. Each render runs at the main thread's clock, read
 * when the pool handed the message over (tests may fix time).
 */
const engine = processEngine({ db, events, now: () => Date.now(), log });
const renderer = site.then((module) => createPageRenderer({ engine, site: module }));

async function render(message: Extract<ToWorker, { type: 'render' }>) {
  try {
    const { body, ...page } = await (
      await renderer
    )(message.tenant, message.path, { ...message.options, at: message.now });
    // A page to store is compressed here, where it runs in parallel, not on the main thread's pool.
    // A page kept as it was (`unchanged`) is not stored again, so it needs no variants.
    const compressed = page.status === 200 && !page.unchanged ? compressVariantsSync(body) : undefined;
    const variants = compressed && { br: ownArrayBuffer(compressed.br), gzip: ownArrayBuffer(compressed.gzip) };
    const transfer = ownArrayBuffer(body);
    send(
      { type: 'rendered', id: message.id, page, body: transfer, variants },
      variants ? [transfer, variants.br, variants.gzip] : [transfer],
    );
  } catch (error) {
    send({ type: 'failed', id: message.id, error: serializeError(error) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'event') events.emit(message.event);
  // Reading ahead is a hint: if the bundle cannot load, the renders that follow report why.
  else if (message.type === 'read-ahead')
    void renderer.then(
      (render) => render.readAhead?.(message.tenant, message.paths),
      () => {},
    );
  else void render(message);
});

await site;
send({ type: 'ready' });
