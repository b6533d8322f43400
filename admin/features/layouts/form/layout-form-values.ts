import type { CreateLayoutInput } from '../../../../content-engine/documents/generated/schema-types.ts';
import {
  adExclusionFlags,
  type LayoutType,
  type LoadMoreType,
  type PageType,
} from '../../../../content-engine/shared/enums.ts';
import { gridSchema, type Grid } from '../../../../content-engine/shared/schemas/grid.ts';
import type { EditedLayout } from '../api/get-layout.ts';

export type AdExclusionFlag = (typeof adExclusionFlags)[number];
export type GatingRequirement = 'omeda' | 'membership';

/** The layout form's state (spec admin §3 "Layout"): selects hold '' for "none chosen". */
export interface LayoutFormValues {
  name: string;
  type: LayoutType | '';
  key: string;
  /** One entry per alias input (react-hook-form's field arrays hold objects). */
  aliases: { path: string }[];
  propagate: boolean;
  pageType: PageType | '';
  contentTypes: string[];
  gatingRequirements: GatingRequirement | '';
  isGlobal: boolean;
  tenants: string[];
  hideHeader: boolean;
  hideFooter: boolean;
  fullWidth: boolean;
  fullHeight: boolean;
  loadMoreType: LoadMoreType;
  adExclusions: Record<AdExclusionFlag, boolean>;
  /** Both grids travel with the form unchanged unless their editor changes them. */
  primaryGrid: Grid;
  secondaryGrid: Grid;
}

const noExclusions = () =>
  Object.fromEntries(adExclusionFlags.map((flag) => [flag, false])) as Record<AdExclusionFlag, boolean>;

/** A new layout (assigned to the managed site) or a stored one, as the form edits it. */
export function layoutFormValues(
  layout: EditedLayout | null,
  { siteKey }: { siteKey: string | null },
): LayoutFormValues {
  const exclusions = (layout?.adExclusions ?? {}) as Partial<Record<AdExclusionFlag, boolean>>;
  return {
    name: layout?.name ?? '',
    type: (layout?.type as LayoutType | undefined) ?? '',
    key: layout?.key ?? '',
    aliases: (layout?.aliases ?? []).map((path) => ({ path })),
    propagate: layout?.propagate ?? false,
    pageType: (layout?.pageType as PageType | null | undefined) ?? '',
    contentTypes: layout?.contentTypes ?? [],
    gatingRequirements: (layout?.gatingRequirements as GatingRequirement | null | undefined) ?? '',
    isGlobal: layout?.isGlobal ?? false,
    tenants: layout ? layout.tenants : siteKey ? [siteKey] : [],
    hideHeader: layout?.hideHeader ?? false,
    hideFooter: layout?.hideFooter ?? false,
    fullWidth: layout?.fullWidth ?? false,
    fullHeight: layout?.fullHeight ?? true,
    loadMoreType: (layout?.loadMoreType.type as LoadMoreType | undefined) ?? 'none',
    adExclusions: { ...noExclusions(), ...exclusions },
    primaryGrid: gridSchema.parse(layout?.primaryGrid ?? {}),
    secondaryGrid: gridSchema.parse(layout?.secondaryGrid ?? {}),
  };
}

/**
 * The form's values as the engine's CreateLayoutInput (UpdateLayoutInput adds the id): text
 * trimmed, blank alias inputs left out, '' selects as null, the key only on module layouts and
 * the sites only when not global. The layout preview renders this same shape.
 */
export function layoutInputFromForm(values: LayoutFormValues): CreateLayoutInput {
  return {
    name: values.name.trim(),
    type: values.type || null,
    key: values.type === 'module' ? values.key.trim() || null : null,
    aliases: values.aliases.map((alias) => alias.path.trim()).filter((path) => path !== ''),
    propagate: values.propagate,
    pageType: values.pageType || null,
    contentTypes: values.contentTypes,
    gatingRequirements: values.gatingRequirements || null,
    isGlobal: values.isGlobal,
    tenants: values.isGlobal ? [] : values.tenants,
    hideHeader: values.hideHeader,
    hideFooter: values.hideFooter,
    fullWidth: values.fullWidth,
    fullHeight: values.fullHeight,
    loadMoreType: values.loadMoreType,
    adExclusions: values.adExclusions,
    primaryGrid: values.primaryGrid,
    secondaryGrid: values.secondaryGrid,
  };
}
