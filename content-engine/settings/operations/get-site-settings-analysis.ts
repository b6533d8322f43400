import { z } from 'zod';
import { analysedSites } from '../../core/analysed-sites.ts';
import type { EngineContext } from '../../core/context.ts';
import { dbJson } from '../../core/rows.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import { parseInput } from '../../core/validate.ts';
import { defaultSiteSettings } from '../../shared/schemas/site-settings.ts';
import { settingValues } from '../../shared/setting-values.ts';

const inputSchema = z
  .object({
    sites: z.array(z.string().max(100)).max(500).nullish(),
    /** Only settings whose key contains this (case-insensitive). */
    search: z.string().trim().max(200).nullish(),
  })
  .nullish();

export interface AnalysedSiteSettings {
  key: string;
  name: string;
  useNewDesign: boolean;
  modules: string[];
  /** When its settings were last saved; null when it runs on defaults. */
  updated: number | null;
}

export interface SettingAcrossSites {
  /** A dotted path of the settings document ("header.logoHeight"). */
  key: string;
  /** The platform default, as JSON; null when the default leaves it unset. */
  defaultValue: string | null;
  /** Per site, in the order of `sites`: its value as JSON where it differs from the default, else null. */
  values: (string | null)[];
  differingSites: number;
}

/**
 * Dev tool /admin/ss-analysis (manage_modules): which settings each site the user may see uses —
 * every settings key (a dotted path; lists are one value) where at least one site's value differs
 * from the platform default, with each site's value, and per site its design, modules and last save.
 */
export async function getSiteSettingsAnalysis({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { sites: only, search } = parseInput(inputSchema, input) ?? {};
  const sites = await analysedSites(ctx, only ?? []);
  const defaults = new Map(settingValues(defaultSiteSettings()).map(({ option, value }) => [option, value]));
  const modules = new Map<string, string[]>(
    (
      await ctx
        .db('tenants')
        .whereIn(
          'key',
          sites.map((site) => site.key),
        )
        .select('key', 'modules')
    ).map((row: { key: string; modules: unknown }) => [row.key, dbJson(z.array(z.string())).parse(row.modules)]),
  );
  const analysed: AnalysedSiteSettings[] = [];
  const values = new Map<string, (string | null)[]>();
  for (const [i, site] of sites.entries()) {
    const { settings, updated } = await findSiteSettings(ctx.db, site.key);
    analysed.push({ ...site, useNewDesign: settings.useNewDesign, modules: modules.get(site.key) ?? [], updated });
    for (const { option, value } of settingValues(settings)) {
      if (defaults.get(option) === value) continue;
      const row = values.get(option) ?? Array<string | null>(sites.length).fill(null);
      values.set(option, row);
      row[i] = value;
    }
  }
  const needle = search?.toLowerCase() ?? '';
  const settings: SettingAcrossSites[] = [...values.entries()]
    .filter(([key]) => key.toLowerCase().includes(needle))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, row]) => ({
      key,
      defaultValue: defaults.get(key) ?? null,
      values: row,
      differingSites: row.filter((value) => value !== null).length,
    }));
  return { sites: analysed, settings };
}
