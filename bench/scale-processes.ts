import { startMastheadProcess, type MastheadProcess } from '../builds/tests/scale-out-processes.ts';

/**
 * The Masthead processes bench:scale starts, on ports of its own range, and their stop: SIGTERM
 * (they drain), then SIGKILL for any still running after `graceMs`.
 */
export function processGroup({ firstPort, lastPort }: { firstPort: number; lastPort: number }) {
  const started: MastheadProcess[] = [];
  let nextPort = firstPort;
  const running = ({ child }: MastheadProcess) => child.exitCode === null && child.signalCode === null;

  async function start(role: 'web' | 'worker', env: Record<string, string>, count: number) {
    if (nextPort + count - 1 > lastPort) throw new Error(`no port left in ${firstPort}–${lastPort}`);
    const ports = Array.from({ length: count }, () => nextPort++);
    const processes = await Promise.all(ports.map((port) => startMastheadProcess(role, env, { port })));
    started.push(...processes);
    return processes;
  }

  async function stop(processes: readonly MastheadProcess[], { graceMs = 30_000 } = {}) {
    const alive = processes.filter(running);
    for (const { child } of alive) child.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const p of alive.filter(running)) p.child.kill('SIGKILL');
    }, graceMs);
    const exits = await Promise.all(alive.map((p) => p.exited));
    clearTimeout(deadline);
    return exits;
  }

  return {
    start,
    stop,
    /** Every process this group started that is still running. */
    stopAll: (options?: { graceMs?: number }) => stop(started, options),
    /** What each started process printed (for an error's message). */
    output: () => started.map((p) => `--- ${p.role} :${p.port}\n${p.output()}`).join('\n'),
  };
}

export type ProcessGroup = ReturnType<typeof processGroup>;
