import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on this machine. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface MastheadProcess {
  role: 'web' | 'worker';
  port: number;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for a failing test's message. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts `npm start`'s entry point (content-engine/server/main.ts) as a web or worker process
 * (MASTHEAD_ROLE, ADR 0089) with `env`, and resolves once its /health answers. `port`: the port
 * it listens on (a free one by default).
 */
export async function startMastheadProcess(
  role: 'web' | 'worker',
  env: Record<string, string>,
  { timeoutMs = 120_000, port: chosenPort }: { timeoutMs?: number; port?: number } = {},
): Promise<MastheadProcess> {
  const port = chosenPort ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'content-engine/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      MASTHEAD_ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let ended: number | string | undefined;
  void exited.then((how) => (ended = how));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended !== undefined) throw new Error(`The ${role} process exited (${ended}) before it answered:\n${printed}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The ${role} process did not answer /health within ${timeoutMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { role, port, child, output: () => printed, exited };
}
