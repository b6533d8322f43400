import { Cron } from 'croner';
import { systemContext } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { sendRegistrationReminders } from './operations/send-registration-reminders.ts';

/** Every five minutes: a reminder goes at most five minutes after its hour (REGISTRATION_REMINDER_CRON overrides; `off` sends none). */
export const defaultReminderSchedule = '*/5 * * * *';

/**
 * The registration reminder job (ADR 0069) on a croner timer in the server process. Passes never
 * overlap in one process (`protect`); across processes the claim rows keep each reminder single.
 */
export function startRegistrationReminderCron({
  engine,
  schedule = process.env.REGISTRATION_REMINDER_CRON || defaultReminderSchedule,
}: {
  engine: Engine;
  schedule?: string;
}): { stop(): void } {
  if (schedule === 'off') return { stop: () => {} };
  const ctx = systemContext(engine);
  const timer = new Cron(
    schedule,
    {
      protect: true,
      // The timer alone never keeps a process alive (the server's listener does).
      unref: true,
      catch: (error: unknown) => {
        engine.log.error({ err: error }, 'registration reminder pass failed');
        void engine.errors.capture(error, { route: 'cron:registration-reminders' });
      },
    },
    async () => void (await sendRegistrationReminders({ ctx })),
  );
  return { stop: () => timer.stop() };
}
