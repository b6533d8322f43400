import type { NewsletterBlockType } from '../../shared/newsletters/constants.ts';
import type { ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import type { RenderContext } from '../context.ts';
import { renderContacts } from './contacts.ts';
import { renderContentList } from './content_list.ts';
import { renderFixedAd } from './fixed_ad.ts';
import { renderHtml } from './html.ts';
import { renderIssue } from './issue.ts';
import { renderNativeAd } from './native_ad.ts';
import { renderPassendoAd } from './passendo_ad.ts';

/** One writer per block type: the block's MJML (a wrapper of sections), '' when it has nothing to show. */
export const blockRenderers: Record<
  NewsletterBlockType,
  (ctx: RenderContext, resolved: ResolvedNewsletterBlock) => string
> = {
  contacts: renderContacts,
  content_list: renderContentList,
  fixed_ad: renderFixedAd,
  html: renderHtml,
  issue: renderIssue,
  native_ad: renderNativeAd,
  passendo_ad: renderPassendoAd,
};
