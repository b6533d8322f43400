import { api } from '../../../shared/api/api.ts';
import { EnginePingDocument } from '../../../../content-engine/documents/generated/query/devTools/enginePing.ts';

/** One GraphQL round trip (`engineVersion`): the engine's version and how long the answer took. */
export async function pingEngine(): Promise<{ version: string; ms: number }> {
  const started = performance.now();
  const { engineVersion } = await api.request(EnginePingDocument);
  return { version: engineVersion, ms: Math.round(performance.now() - started) };
}
