// @ts-check
// The thread that checkpoints a SQLite database's write-ahead log for a process whose own
// connection does not (db/wal-checkpointer.ts). Plain JavaScript: it needs no TypeScript loader.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ filename: string; intervalMs: number }} */
const { filename, intervalMs } = workerData;
const db = new Database(filename);

/**
 * PASSIVE copies the log's committed frames into the database file as far as no reader still
 * needs them, without waiting for (or blocking) readers and writers; with nothing new it returns
 * at once. The next write transaction then starts the log over.
 */
function checkpoint() {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

const timer = setInterval(checkpoint, intervalMs);
parentPort?.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort?.close();
});
