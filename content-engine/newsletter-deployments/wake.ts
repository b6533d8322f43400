/*
 * In-process wake-ups of the deployment worker: an operation that made a deployment due (a test
 * send, a deployment scheduled for now) calls wakeDeploymentWorkers() instead of waiting for the
 * next tick. Other processes find it on their own tick.
 */
const listeners = new Set<() => void>();

export function onDeploymentDue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeDeploymentWorkers() {
  for (const listener of listeners) listener();
}
