import type { Permission } from '../shared/permissions.ts';

/** Reads of the ad unit patterns, their report and the house ads (spec admin §6). */
export const adReadPermissions: Permission[] = ['view_ad_unit_patterns', 'manage_ad_unit_patterns'];

/** Writes of patterns and house ads: the embedded ad server is managed with the patterns. */
export const adWritePermissions: Permission[] = ['manage_ad_unit_patterns'];
