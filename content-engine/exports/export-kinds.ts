import type { ExportKind } from './export-job.ts';
import type { ExportKindDefinition } from './export-kind.ts';
import { companyExport } from './kinds/company-export.ts';
import { crossSiteExport } from './kinds/cross-site-export.ts';
import { printExport } from './kinds/print-export.ts';
import { taxonomyExport } from './kinds/taxonomy-export.ts';
import { tenantBundleExport } from './kinds/tenant-bundle-export.ts';

const kinds = new Map<ExportKind, ExportKindDefinition>([
  ['company', companyExport],
  ['taxonomy', taxonomyExport],
  ['cross_site', crossSiteExport as unknown as ExportKindDefinition],
  ['print', printExport as unknown as ExportKindDefinition],
  ['tenant_bundle', tenantBundleExport as unknown as ExportKindDefinition],
]);

export function exportKindOf(kind: ExportKind): ExportKindDefinition {
  const definition = kinds.get(kind);
  if (!definition) throw new Error(`Unknown export kind ${kind}`);
  return definition;
}
