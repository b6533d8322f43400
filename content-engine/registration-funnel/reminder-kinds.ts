import type { ServerFunnelStep } from '../shared/registration-funnel.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

export type ReminderKind = '1h' | '24h';

/**
 * The reminders of an unfinished registration (spec public §3; ADR 0069): each goes once a request
 * is `after` old, and only until it is `until` old — after downtime a late reminder is skipped,
 * never sent a day late, and a deployment does not remind every old request at once.
 */
export const reminderKinds: Record<ReminderKind, { after: number; until: number; step: ServerFunnelStep }> = {
  '1h': { after: hour, until: day, step: 'reminder1hSent' },
  '24h': { after: day, until: 2 * day, step: 'reminder24hSent' },
};

export const reminderKindList = Object.keys(reminderKinds) as ReminderKind[];
