import { z } from 'zod';

/*
 * The fields of a house-ad creative, by kind (spec public §3 "Native ad", "Skin ad", "Welcome
 * ad"). Paths are site paths or absolute http(s) URLs; the ad server answers each kind as the
 * document a GAM creative of that kind would be.
 */
const path = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Must be a site path or an http(s) URL');
const optionalPath = z.union([path, z.literal('')]).default('');

export const imageCreative = z.object({
  imagePath: path,
  clickUrl: path,
  altText: z.string().trim().min(1).max(300),
});

export const nativeCreative = z.object({
  nativeTitle: z.string().trim().min(1).max(300),
  nativeSummary: z.string().trim().max(1000).default(''),
  nativeUrl: path,
  nativeImagePath: optionalPath,
  nativeImpressionTrackerUrl: optionalPath,
  /** The sponsor, shown after the 'Sponsored' label. */
  labels: z.array(z.string().trim().min(1).max(100)).max(5).default([]),
});

export const skinCreative = z.object({
  adSkinType: z.enum(['siteskin', 'reskin']),
  adSkinWidth: z.number().int().min(0).max(2000).default(0),
  adClickUrl: path,
  backgroundImagePath: optionalPath,
  adImagePath: optionalPath,
  adTitle: z.string().trim().max(300).default(''),
  adLeftColumnUrl: optionalPath,
  adLeftColumnImage: optionalPath,
  adRightColumnUrl: optionalPath,
  adRightColumnImage: optionalPath,
});

export const welcomeCreative = z.object({
  adType: z.enum(['welcomeAdImage', 'welcomeAdTag']),
  /** HTML of a tag creative (welcomeAdTag). */
  adTag: z.string().max(20_000).default(''),
  adClickUrl: optionalPath,
  adImagePath: optionalPath,
  /** Seconds before the welcome ad opens. */
  adDelay: z.number().min(0).max(60).default(0),
  /** Seconds it stays open; 0 until closed. */
  adLength: z.number().min(0).max(600).default(0),
});

export const creativeKinds = ['image', 'native', 'skin', 'welcome'] as const;
export type CreativeKind = (typeof creativeKinds)[number];

export const creativeFields = {
  image: imageCreative,
  native: nativeCreative,
  skin: skinCreative,
  welcome: welcomeCreative,
} as const;

export type Creative =
  | { kind: 'image'; fields: z.infer<typeof imageCreative> }
  | { kind: 'native'; fields: z.infer<typeof nativeCreative> }
  | { kind: 'skin'; fields: z.infer<typeof skinCreative> }
  | { kind: 'welcome'; fields: z.infer<typeof welcomeCreative> };

/** Validates a creative's fields for its kind (the seed and writes use it; rows are read through it). */
export function parseCreative(kind: string, fields: unknown): Creative {
  const k = z.enum(creativeKinds).parse(kind);
  return { kind: k, fields: creativeFields[k].parse(fields) } as Creative;
}
