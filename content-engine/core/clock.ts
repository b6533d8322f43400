/** Milliseconds since the epoch; injected so tests can fix time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
