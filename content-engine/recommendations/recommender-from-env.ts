import type { Knex } from 'knex';
import type { Recommender } from '../core/recommender.ts';
import { createBlueConicRecommender } from './blueconic-recommender.ts';
import { createLocalRecommender } from './local-recommender.ts';

type Env = Record<string, string | undefined>;

/** BlueConic when BLUECONIC_URL and BLUECONIC_STORE_ID are set, else the local recommender over the engine's database. */
export function recommenderFromEnv(env: Env, db: Knex): Recommender {
  const baseUrl = env.BLUECONIC_URL?.trim();
  const storeId = env.BLUECONIC_STORE_ID?.trim();
  if (baseUrl && storeId) return createBlueConicRecommender({ baseUrl, storeId, algorithm: env.BLUECONIC_ALGORITHM });
  return createLocalRecommender(db);
}
