/*
 * The contract between the site's layout preview endpoint (builds/serve/layout-preview-route.ts)
 * and the admin that frames it (admin/features/layouts/preview/), ADR 46. Browser-safe.
 */

/** Where the admin posts a preview (the site's origin, which is the admin's). */
export const layoutPreviewPath = '/__layout-preview';

/** The `<body>` attribute of a refused preview's document: the error code; `data-message` and `data-fields` beside it. */
export const previewProblemAttribute = 'data-layout-preview-problem';
