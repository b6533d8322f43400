import type { fonts, ModuleName } from '../../../content-engine/shared/enums.ts';
import type { TenantOnlyContentType } from '../../../content-engine/shared/content-types.ts';

export interface SectionSpec {
  name: string;
  slug: string;
  children?: SectionSpec[];
}

export interface NewsletterSpec {
  id: string;
  title: string;
  description: string;
  omedaProductId: number;
}

/** What makes one demo brand different from another: its identity, its sections and its words. */
export interface Brand {
  key: string;
  name: string;
  abbreviation: string;
  tagline: string;
  isTest: boolean;
  useNewDesign: boolean;
  modules: ModuleName[];
  /** The tenant-only content types the tenant is configured for (spec admin §2; Apparatus, InQuarters). */
  extraContentTypes?: TenantOnlyContentType[];
  colors: { primary: string; secondary: string; link: string; footer: string };
  fonts: { primary: (typeof fonts)[number]; secondary: (typeof fonts)[number] };
  /** The topical top-level sections; resources and directory sections are added to every brand. */
  sections: SectionSpec[];
  /** Noun phrases the brand writes about ("electric trucks"). */
  subjects: string[];
  /** Things companies sell ("telematics platform"). */
  products: string[];
  /** Who reads it ("fleet managers"). */
  audiences: string[];
  /** Agencies and associations (Organization taxonomy). */
  organizations: string[];
  companyWords: { prefixes: string[]; suffixes: string[] };
  tags: string[];
  publications: { name: string; alias: string; description: string }[];
  newsletters: NewsletterSpec[];
  /** Omeda product code of the paid membership. */
  paidProduct: string;
}
