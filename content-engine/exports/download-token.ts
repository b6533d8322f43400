import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { serverSecret } from '../core/server-secret.ts';

/*
 * A signed, expiring download link of an export file (ADR 0078): `?expires=<epoch ms>&sig=<HMAC>`
 * where the HMAC-SHA256 covers the tenant, the job id and the expiry under the server's secret
 * (EXPORT_DOWNLOAD_SECRET, else the database's `export-download` secret, made on first use the
 * same way as the newsletter unsubscribe secret). Nothing is stored per link.
 */

const secretName = 'export-download';

/** How long a link handed to the admin works. */
export const downloadLinkMs = 60 * 60 * 1000;

export function exportDownloadSecret(db: Knex, env: Record<string, string | undefined> = process.env) {
  return serverSecret(db, secretName, env.EXPORT_DOWNLOAD_SECRET);
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
