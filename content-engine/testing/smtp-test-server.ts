import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process: the mailer sends to `url`, tests read what arrived. */
export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL / createMailer. */
  url: string;
  /** Every message received, oldest first. */
  readonly received: readonly ParsedMail[];
  /** The next message to this address not taken yet; waits for it up to `timeoutMs`. */
  nextTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Whether a message to this address arrives within `ms` (for "no e-mail was sent"). */
  arrivesWithin(address: string, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((a) => a.address?.toLowerCase());

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (address: string) =>
    received.find((mail) => !taken.has(mail) && recipients(mail).includes(address.toLowerCase()));

  async function waitFor(address: string, timeoutMs: number): Promise<ParsedMail | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = find(address);
      if (mail || Date.now() >= deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextTo(address, timeoutMs = 5_000) {
      const mail = await waitFor(address, timeoutMs);
      if (!mail) throw new Error(`No e-mail to ${address} arrived within ${timeoutMs} ms`);
      taken.add(mail);
      return mail;
    },
    async arrivesWithin(address, ms) {
      return (await waitFor(address, ms)) !== undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
