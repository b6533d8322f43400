/** The slice of pino's interface the engine uses; Fastify's request logger satisfies it. */
export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
  debug(obj: unknown, msg?: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {}, debug() {} };

const levels = ['debug', 'info', 'warn', 'error'] as const;

/** A plain console logger for command-line tools, printing from the given level up. */
export function consoleLogger(minimum: (typeof levels)[number] = 'info'): Logger {
  const from = levels.indexOf(minimum);
  const at = (level: (typeof levels)[number]) => (obj: unknown, msg?: string) => {
    if (levels.indexOf(level) < from) return;
    const error = (obj as { err?: Error } | null)?.err;
    console.error(
      `[${level}] ${msg ?? ''}${error ? ` ${error.stack ?? error.message}` : typeof obj === 'string' ? obj : ''}`,
    );
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
