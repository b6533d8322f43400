import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';

/*
 * A signed, expiring download link of an export file (ADR 0078): `?expires=<epoch ms>&sig=<HMAC>`
 * where the HMAC-SHA256 covers the tenant, the job id and the expiry under the server's secret
 * (EXPORT_DOWNLOAD_SECRET, else the database's `export-download` secret, made on first use the
 * same way as the newsletter unsubscribe secret). Nothing is stored per link.
 */

const secretName = 'export-download';
const secrets = new WeakMap<Knex, Promise<Buffer>>();

/** How long a link handed to the admin works. */
export const downloadLinkMs = 60 * 60 * 1000;

export function exportDownloadSecret(db: Knex, env: Record<string, string | undefined> = process.env) {
  const configured = env.EXPORT_DOWNLOAD_SECRET?.trim();
  if (configured) return Promise.resolve(Buffer.from(configured));
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db('server_secrets')
        .insert({ name: secretName, value: randomBytes(32).toString('base64url'), created: Date.now() })
        .onConflict('name')
        .ignore();
      const row = await db('server_secrets').where({ name: secretName }).first('value');
      return Buffer.from(String(row.value));
    })();
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const mac = (secret: Buffer, tenantKey: string, jobId: number, expires: number) =>
  createHmac('sha256', secret).update(['export-download-v1', tenantKey, String(jobId), String(expires)].join('\n'));

export function signDownload(secret: Buffer, { tenantKey, jobId, expires }: DownloadClaims): string {
  return mac(secret, tenantKey, jobId, expires).digest('base64url');
}

export interface DownloadClaims {
  tenantKey: string;
  jobId: number;
  expires: number;
}

/** 'ok', 'expired' (a genuine link past its time) or 'invalid' (tampered, or another site's). */
export function checkDownload(
  secret: Buffer,
  claims: DownloadClaims,
  signature: string,
  now: number,
): 'ok' | 'expired' | 'invalid' {
  if (!Number.isSafeInteger(claims.jobId) || !Number.isSafeInteger(claims.expires) || signature.length > 200)
    return 'invalid';
  const expected = mac(secret, claims.tenantKey, claims.jobId, claims.expires).digest();
  const presented = Buffer.from(signature, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'invalid';
  return claims.expires < now ? 'expired' : 'ok';
}

/** The path of a job's file download (served by content-engine/server/export-download-route.ts). */
export const downloadPath = (claims: DownloadClaims, signature: string) =>
  `/exports/${claims.jobId}/download?site=${encodeURIComponent(claims.tenantKey)}&expires=${claims.expires}&sig=${signature}`;
