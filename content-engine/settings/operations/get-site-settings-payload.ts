import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';

const inputSchema = z.object({}).strict();

export interface SiteSettingsPayload {
  tenantKey: string;
  /** When the document was last saved; null when the tenant runs on defaults. */
  updated: number | null;
  payload: SiteSettings;
}

/** The request tenant's whole site settings document. Public: the site and islands render from it. */
export async function getSiteSettingsPayload({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input?: unknown;
}): Promise<SiteSettingsPayload> {
  parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const { settings, updated } = await findSiteSettings(ctx.db, tenantKey);
  return { tenantKey, updated, payload: settings };
}
