import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { recordHistory } from '../history/record-history.ts';
import type { SiteSettings, SiteSettingsPartial } from '../shared/schemas/site-settings.ts';
import { saveSiteSettings } from './queries.ts';
import { settingsChangeTags } from './settings-change-tags.ts';

interface RecordedSave {
  ctx: EngineContext;
  /** The write's transaction. */
  trx: Knex.Transaction;
  tenantKey: string;
  /** The settings as they were (read in the same transaction). */
  before: SiteSettings;
  settings: SiteSettingsPartial;
  now: number;
  /**
   * What the history entry compares, when not the whole document: a narrow write names its part
   * (`{ header: { ctaText } }`), a menu write its menu.
   */
  history?: {
    entityType?: 'site_settings' | 'menu';
    entityId?: string;
    part: (settings: SiteSettings) => object;
  };
}

/**
 * Every settings write's end, in its transaction: stores the document, records the history entry
 * and says which change tags to emit once committed (styles, settings, menus: ADR 47).
 */
export async function saveSettingsRecorded({ ctx, trx, tenantKey, before, settings, now, history }: RecordedSave) {
  const saved = await saveSiteSettings(trx, { tenantKey, settings, now });
  const part = history?.part ?? ((whole: SiteSettings) => whole);
  await recordHistory({
    ctx,
    db: trx,
    tenantKey,
    entityType: history?.entityType ?? 'site_settings',
    entityId: history?.entityId ?? tenantKey,
    action: 'update',
    before: part(before),
    after: part(saved),
  });
  return { saved, changeTags: settingsChangeTags(before, saved) };
}
