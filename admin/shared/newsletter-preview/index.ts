export { NewsletterPreview, type RenderedPreview } from './NewsletterPreview.tsx';
export { describeSize, mobilePreviewWidth, withoutImages } from './preview-html.ts';
