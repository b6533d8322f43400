import { aboutAuthorBlock } from './about_author/block.ts';
import { authorProfileBlock } from './author_profile/block.ts';
import { callToActionBlock } from './call_to_action/block.ts';
import { carouselBlock } from './carousel/block.ts';
import { chooseMembershipBlock } from './choose_membership/block.ts';
import { commentsBlock } from './comments/block.ts';
import { contactUsFormBlock } from './contact_us_form/block.ts';
import { companyKeyContactBlock } from './company_key_contact/block.ts';
import { companyOverviewBlock } from './company_overview/block.ts';
import { contentBodyBlock } from './content_body/block.ts';
import { contentDetailsBlock } from './content_details/block.ts';
import { contentImageGridBlock } from './content_image_grid/block.ts';
import { contentListBlock } from './content_list/block.ts';
import { contentPrimaryImageBlock } from './content_primary_image/block.ts';
import { contentSchedulesBlock } from './content_schedules/block.ts';
import { contentTitleBlock } from './content_title/block.ts';
import { documentDownloadBlock } from './document_download/block.ts';
import { gamAdBlock } from './gam_ad/block.ts';
import { gatingFormBlock } from './gating_form/block.ts';
import { globalContactsBlock } from './global_contacts/block.ts';
import { imageGalleryBlock } from './image_gallery/block.ts';
import { inquiryFormBlock } from './inquiry_form/block.ts';
import { issueOverviewBlock } from './issue_overview/block.ts';
import { magazineIssueBlock } from './magazine_issue/block.ts';
import { magazineOverviewBlock } from './magazine_overview/block.ts';
import { membershipOverviewBlock } from './membership_overview/block.ts';
import { membershipSignupBlock } from './membership_signup/block.ts';
import { omedaGatedPageContentBlock } from './omeda_gated_page_content/block.ts';
import { podcastsBlock } from './podcasts/block.ts';
import { relatedContentBlock } from './related_content/block.ts';
import { richTextBlock } from './rich_text/block.ts';
import { searchBlock } from './search/block.ts';
import { sectionOverviewBlock } from './section_overview/block.ts';
import { sectionTreeBlock } from './section_tree/block.ts';
import { shareLinksBlock } from './share_links/block.ts';
import { siteSearchBlock } from './site_search/block.ts';
import { siteUserAccountBlock } from './site_user_account/block.ts';
import { siteUserChangeEmailBlock } from './site_user_change_email/block.ts';
import { siteUserCompleteRegistrationBlock } from './site_user_complete_registration/block.ts';
import { siteUserLoginBlock } from './site_user_login/block.ts';
import { siteUserResetPasswordBlock } from './site_user_reset_password/block.ts';
import { socialLinksBlock } from './social_links/block.ts';
import { subscribeBlock } from './subscribe/block.ts';
import { videoPlayerBlock } from './video_player/block.ts';
import { webinarLinkBlock } from './webinar_link/block.ts';
import { webinarsBlock } from './webinars/block.ts';

/**
 * Every block type, the only registry (ADR 41): the engine populates blocks through it, the
 * builds tag pages through it, the site renders through it and `renderers.ts`. A block type is
 * one folder, `site/blocks/<type>/`, whose `block.ts` is listed here; its renderer is in
 * `renderers.ts`, and a test fails when the two lists disagree.
 */
export const blockTypes = [
  aboutAuthorBlock,
  authorProfileBlock,
  callToActionBlock,
  carouselBlock,
  chooseMembershipBlock,
  commentsBlock,
  companyKeyContactBlock,
  companyOverviewBlock,
  contactUsFormBlock,
  contentBodyBlock,
  contentDetailsBlock,
  contentImageGridBlock,
  contentListBlock,
  contentPrimaryImageBlock,
  contentSchedulesBlock,
  contentTitleBlock,
  documentDownloadBlock,
  gamAdBlock,
  gatingFormBlock,
  globalContactsBlock,
  imageGalleryBlock,
  inquiryFormBlock,
  issueOverviewBlock,
  magazineIssueBlock,
  magazineOverviewBlock,
  membershipOverviewBlock,
  membershipSignupBlock,
  omedaGatedPageContentBlock,
  podcastsBlock,
  relatedContentBlock,
  richTextBlock,
  searchBlock,
  sectionOverviewBlock,
  sectionTreeBlock,
  shareLinksBlock,
  siteSearchBlock,
  siteUserAccountBlock,
  siteUserChangeEmailBlock,
  siteUserCompleteRegistrationBlock,
  siteUserLoginBlock,
  siteUserResetPasswordBlock,
  socialLinksBlock,
  subscribeBlock,
  videoPlayerBlock,
  webinarLinkBlock,
  webinarsBlock,
] as const;

/** The name of a listed block type. */
export type BlockTypeName = (typeof blockTypes)[number]['type'];
