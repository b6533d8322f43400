import { toJson } from '../../core/rows.ts';
import type { ContentFieldsPatch } from './content-fields.ts';
import { sanitizeBody } from './sanitize-body.ts';

type Columns = Record<string, string | number | boolean | null>;

/**
 * The content columns a patch sets (alias, path, status and dates are the operations' own);
 * fields left undefined are not touched and null clears.
 */
export function contentColumns(f: ContentFieldsPatch): Columns {
  const columns: Columns = {};
  const set = <T>(
    column: string,
    value: T | null | undefined,
    write: (value: T | null) => string | number | boolean | null,
  ) => {
    if (value !== undefined) columns[column] = write(value);
  };
  const same = <T extends string | number | boolean>(value: T | null) => value;
  const json = (empty: unknown) => (value: unknown) => toJson(value ?? empty);

  set('type', f.type, same);
  set('name', f.name, same);
  set('short_name', f.shortName, same);
  set('seo_title', f.seoTitle, same);
  set('teaser', f.teaser, (v) => v ?? '');
  set('body', f.body, (v) => sanitizeBody(v ?? ''));
  set('primary_section_id', f.primarySectionId, same);
  set('primary_image_id', f.primaryImageId, same);
  set('company_id', f.companyId, same);
  set('layout_id', f.layoutId, same);
  set('labels', f.labels, json([]));
  set('metadata', f.metadata, json({}));
  set('gating', f.gating, (v) => toJson(v?.surveyType ? { surveyType: v.surveyType } : {}));
  set('membership_ids', f.membershipIds, json([]));
  set('registration_required', f.registrationRequired, (v) => v ?? false);
  set('venue', f.venue, json({}));
  set('address', f.address, json({}));
  set('embed_code', f.embedCode, (v) => v || null);
  set('link_url', f.linkUrl, same);
  set('file', f.file, json({}));
  set('exclude_ads', f.excludeAds, json({}));
  set('start_date', f.startDate, same);
  set('end_date', f.endDate, same);
  return columns;
}
