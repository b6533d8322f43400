import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One message the sink acknowledged (answered 250 to). */
export interface SinkMessage {
  to: string;
  raw: string;
  messageId: string;
  header(name: string): string | undefined;
}

/**
 * A local SMTP server for the deployment tests and the benchmark: counts only what it acknowledged.
 * `decide(to, raw)` may answer an error code (4xx/5xx) instead, or 'hang' to never answer (the
 * caller kills the sender meanwhile).
 */
export async function startSmtpSink({
  decide = () => null,
  decideSender = () => null,
}: {
  decide?: (to: string, raw: string) => { code: number; message: string } | 'hang' | null;
  /** An answer to MAIL FROM instead of 250 (a relay refusing our sender). */
  decideSender?: (from: string) => { code: number; message: string } | null;
} = {}) {
  const acknowledged: SinkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onMailFrom(address, _session, callback) {
      const verdict = decideSender(address.address);
      if (verdict) return callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const verdict = decide(to, raw);
        if (verdict === 'hang') return;
        if (verdict) return callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/) >>> 0 || raw.length).replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
        acknowledged.push({ to, raw, messageId: header('Message-ID') ?? '', header });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    acknowledged,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for `check` to hold (polling), failing after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  { timeoutMs = 20_000, what = 'condition' } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
