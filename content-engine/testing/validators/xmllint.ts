import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireCommand } from './commands.ts';

/** The vendored schemas (see xsd/README.md). */
export const schemas = {
  sitemapIndex: fileURLToPath(new URL('./xsd/siteindex.xsd', import.meta.url)),
  urlSet: fileURLToPath(new URL('./xsd/sitemap.xsd', import.meta.url)),
  googleNews: fileURLToPath(new URL('./xsd/sitemap-news.xsd', import.meta.url)),
} as const;

export interface XmlCheck {
  valid: boolean;
  /** xmllint's messages, one per line. */
  errors: string[];
}

/**
 * Checks an XML document with libxml2's xmllint, never over the network: well-formedness alone,
 * or validity against one of the vendored schemas.
 */
export function xmllint(xml: string, schema?: keyof typeof schemas): XmlCheck {
  requireCommand('xmllint', 'libxml2-utils');
  const dir = mkdtempSync(join(tmpdir(), 'masthead-xmllint-'));
  try {
    const file = join(dir, 'document.xml');
    writeFileSync(file, xml);
    const args = ['--noout', '--nonet', ...(schema ? ['--schema', schemas[schema]] : []), file];
    const result = spawnSync('xmllint', args, { encoding: 'utf8' });
    const errors = result.stderr.split('\n').filter((line) => line.trim() && !line.endsWith(' validates'));
    return { valid: result.status === 0, errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
