import { createHash } from 'node:crypto';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentTypeForFile } from './page-files.ts';
import type { Env } from './page-store-from-env.ts';
import type { PageBackend } from './page-backend.ts';

export interface S3Location {
  bucket: string;
  /** Keys start with it: `sites/` keeps pages beside other things in one bucket. */
  prefix: string;
}

/** `s3://bucket/prefix` as PAGE_STORE names it. */
export function parseS3Location(url: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!match)
    throw new Error(
      `PAGE_STORE must be dir or s3://<bucket>[/<prefix>] (a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens), not "${url}"`,
    );
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

const missing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** An object's ETag without its quotes: for a single PUT, the MD5 of its bytes. */
const unquoted = (etag: string | undefined) => (etag ?? '').replace(/"/g, '');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * Pages as objects of an S3-compatible bucket (ADR 0090): `<prefix><tenant>/<file>` with its
 * content type, and `.br` and `.gz` beside it with their content encodings, so the bucket can be
 * a CDN's origin as the folder is nginx's. Each PUT is atomic; the variants are written before the
 * page and removed before it, and the store checks that variants decode to the page they sit
 * beside (compressing again when a reader catches a write half-way). A page's version is its
 * object's ETag.
 */
export function createS3Backend({ bucket, prefix, client }: S3Location & { client: S3Client }): PageBackend {
  const keyOf = (tenantKey: string, file: string) => `${prefix}${tenantKey}/${file}`;
  const bytesOf = async (key: string): Promise<{ bytes: Buffer; etag: string; modifiedMs: number } | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      return { bytes, etag: unquoted(object.ETag), modifiedMs: object.LastModified?.getTime() ?? Date.now() };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  const head = async (key: string) => {
    try {
      const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { etag: unquoted(object.ETag), size: object.ContentLength ?? -1 };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  const put = (key: string, body: Buffer, contentType: string, contentEncoding?: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentEncoding: contentEncoding,
        CacheControl: 'no-cache',
      }),
    );
  const removeKeys = async (keys: string[]) => {
    await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
  };
  return {
    location: `s3://${bucket}/${prefix}`,
    async version(tenantKey, file) {
      return (await head(keyOf(tenantKey, file)))?.etag ?? null;
    },
    async read(tenantKey, file) {
      const key = keyOf(tenantKey, file);
      const [page, br, gzip] = await Promise.all([bytesOf(key), bytesOf(`${key}.br`), bytesOf(`${key}.gz`)]);
      if (!page) return null;
      return {
        body: page.bytes,
        br: br?.bytes ?? null,
        gzip: gzip?.bytes ?? null,
        version: page.etag,
        modifiedMs: page.modifiedMs,
      };
    },
    async replace(tenantKey, file, { body, br, gzip }) {
      const key = keyOf(tenantKey, file);
      const contentType = contentTypeForFile(file);
      await Promise.all([put(`${key}.br`, br, contentType, 'br'), put(`${key}.gz`, gzip, contentType, 'gzip')]);
      const written = await put(key, body, contentType);
      return { version: unquoted(written.ETag) || md5(body), modifiedMs: Date.now() };
    },
    async remove(tenantKey, file) {
      const key = keyOf(tenantKey, file);
      await removeKeys([`${key}.br`, `${key}.gz`]);
      await removeKeys([key]);
    },
    async holds(tenantKey, file, body, known) {
      const key = keyOf(tenantKey, file);
      const [page, br, gzip] = await Promise.all([head(key), head(`${key}.br`), head(`${key}.gz`)]);
      if (!page || !br || !gzip || page.size !== body.length) return false;
      if (known && known.version === page.etag) return known.body.equals(body);
      return page.etag === md5(body);
    },
  };
}

/** The S3 backend of `PAGE_STORE=s3://…` (page-store-from-env.ts reads the rest of the settings). */
export function s3BackendOf(store: string, env: Env): PageBackend {
  const location = parseS3Location(store);
  const config: S3ClientConfig = {
    region: env.AWS_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
  if (env.S3_ENDPOINT) config.endpoint = env.S3_ENDPOINT;
  return createS3Backend({ ...location, client: new S3Client(config) });
}
