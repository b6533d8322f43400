import { Worker } from 'node:worker_threads';

/**
 * A SQLite connection in WAL mode checkpoints on the commit that takes the log past 1,000 pages:
 * it copies the log into the database file and syncs both, inside that commit. For the process
 * that writes the page manifest this was ~100–200 ms every 200 pages of a build, on the thread that
 * hands renders to the render workers and serves requests (ADR 23). A process that writes on its
 * main thread turns that off for its connection (`wal_autocheckpoint = 0`) and runs this instead:
 * a worker thread with its own connection that checkpoints (PASSIVE) every `intervalMs`.
 */
export interface WalCheckpointer {
  /** Checkpoints once more and closes the thread's connection. */
  stop(): Promise<void>;
}

const workerUrl = new URL('./wal-checkpoint-worker.mjs', import.meta.url);

export function startWalCheckpointer(
  filename: string,
  {
    intervalMs = 500,
    onError = (message: string) => console.error(`WAL checkpoint of ${filename} failed: ${message}`),
  } = {},
): WalCheckpointer {
  const worker = new Worker(workerUrl, { workerData: { filename, intervalMs } });
  // Never what keeps a process alive: at exit the last connection to close checkpoints anyway.
  worker.unref();
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  worker.on('message', (message: { type: string; message?: string }) => {
    if (message.type === 'error') onError(message.message ?? 'unknown error');
  });
  worker.on('error', (error) => onError(error.message));
  return {
    stop() {
      // A thread that has already ended (it failed) ignores the message; its exit has happened.
      worker.postMessage('stop');
      return exited;
    },
  };
}
