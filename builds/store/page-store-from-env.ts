import type { PageBackend } from './page-backend.ts';

export type Env = Record<string, string | undefined>;

/**
 * The page backend PAGE_STORE names (ADR 0090): unset or `dir` for the output folder (undefined:
 * the store's default), or `s3://bucket/prefix` with S3_ENDPOINT (any S3-compatible service; AWS
 * when unset), AWS_REGION (us-east-1) and the usual AWS credentials (AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY, or the machine's role); S3_FORCE_PATH_STYLE=true for services that need
 * it (MinIO and most others). The S3 client is loaded only then.
 */
export async function pageBackendFromEnv(env: Env): Promise<PageBackend | undefined> {
  const store = env.PAGE_STORE?.trim();
  if (!store || store === 'dir') return undefined;
  const { s3BackendOf } = await import('./s3-backend.ts');
  return s3BackendOf(store, env);
}
