import { aboutAuthorBlock } from './about_author/block.ts';
import { authorProfileBlock } from './author_profile/block.ts';
import { blueconicRecommendationsBlock } from './blueconic_recommendations/block.ts';
import { callToActionBlock } from './call_to_action/block.ts';
import { carouselBlock } from './carousel/block.ts';
import { catsoneJobsBlock } from './catsone_jobs/block.ts';
import { chooseMembershipBlock } from './choose_membership/block.ts';
import { commentsBlock } from './comments/block.ts';
import { contactUsFormBlock } from './contact_us_form/block.ts';
import { companyBannerBlock } from './company_banner/block.ts';
import { companyKeyContactBlock } from './company_key_contact/block.ts';
import { companyOverviewBlock } from './company_overview/block.ts';
import { companyVideosBlock } from './company_videos/block.ts';
import { contactsBlock } from './contacts/block.ts';
import { contentBodyBlock } from './content_body/block.ts';
import { contentDetailsBlock } from './content_details/block.ts';
import { contentImageGridBlock } from './content_image_grid/block.ts';
import { contentListBlock } from './content_list/block.ts';
import { contentPrimaryImageBlock } from './content_primary_image/block.ts';
import { contentSchedulesBlock } from './content_schedules/block.ts';
import { contentSidebarsBlock } from './content_sidebars/block.ts';
import { contentTitleBlock } from './content_title/block.ts';
import { countdownTimerBlock } from './countdown_timer/block.ts';
import { credsparkBlock } from './credspark/block.ts';
import { documentDownloadBlock } from './document_download/block.ts';
import { externalRssFeedBlock } from './external_rss_feed/block.ts';
import { gamAdBlock } from './gam_ad/block.ts';
import { gatingFormBlock } from './gating_form/block.ts';
import { globalContactsBlock } from './global_contacts/block.ts';
import { imageGalleryBlock } from './image_gallery/block.ts';
import { inquiryFormBlock } from './inquiry_form/block.ts';
import { issueOverviewBlock } from './issue_overview/block.ts';
import { jobBoardBlock } from './job_board/block.ts';
import { leadingCompaniesBlock } from './leading_companies/block.ts';
import { magazineIssueBlock } from './magazine_issue/block.ts';
import { magazineOverviewBlock } from './magazine_overview/block.ts';
import { marketingPageContentBlock } from './marketing_page_content/block.ts';
import { membershipOverviewBlock } from './membership_overview/block.ts';
import { membershipSignupBlock } from './membership_signup/block.ts';
import { newsletterCampaignsBlock } from './newsletter_campaigns/block.ts';
import { omedaGatedPageContentBlock } from './omeda_gated_page_content/block.ts';
import { omedaInjectionBlock } from './omeda_injection/block.ts';
import { podcastPlayerBlock } from './podcast_player/block.ts';
import { podcastsBlock } from './podcasts/block.ts';
import { relatedContentBlock } from './related_content/block.ts';
import { richTextBlock } from './rich_text/block.ts';
import { searchBlock } from './search/block.ts';
import { sectionOverviewBlock } from './section_overview/block.ts';
import { sectionTreeBlock } from './section_tree/block.ts';
import { shareLinksBlock } from './share_links/block.ts';
import { simplemapsUsBlock } from './simplemaps_us/block.ts';
import { siteSearchBlock } from './site_search/block.ts';
import { siteUserAccountBlock } from './site_user_account/block.ts';
import { siteUserChangeEmailBlock } from './site_user_change_email/block.ts';
import { siteUserCompleteRegistrationBlock } from './site_user_complete_registration/block.ts';
import { siteUserLoginBlock } from './site_user_login/block.ts';
import { siteUserResetPasswordBlock } from './site_user_reset_password/block.ts';
import { socialLinksBlock } from './social_links/block.ts';
import { sourceEsbDataSheetBlock } from './source_esb_data_sheet/block.ts';
import { sourceEsbPartDetailsBlock } from './source_esb_part_details/block.ts';
import { sourceEsbPartSearchBlock } from './source_esb_part_search/block.ts';
import { subscribeBlock } from './subscribe/block.ts';
import { swiftrevBlock } from './swiftrev/block.ts';
import { threeDxSearchBlock } from './three_dx_search/block.ts';
import { videoPlayerBlock } from './video_player/block.ts';
import { webinarLinkBlock } from './webinar_link/block.ts';
import { webinarsBlock } from './webinars/block.ts';
import { zmagEmbedBlock } from './zmag_embed/block.ts';

/**
 * Every block type, the only registry (ADR 41): the engine populates blocks through it, the
 * builds tag pages through it, the site renders through it and `renderers.ts`. A block type is
 * one folder, `site/blocks/<type>/`, whose `block.ts` is listed here; its renderer is in
 * `renderers.ts`, and a test fails when the two lists disagree.
 */
export const blockTypes = [
  aboutAuthorBlock,
  authorProfileBlock,
  blueconicRecommendationsBlock,
  callToActionBlock,
  carouselBlock,
  catsoneJobsBlock,
  chooseMembershipBlock,
  commentsBlock,
  companyBannerBlock,
  companyKeyContactBlock,
  companyOverviewBlock,
  companyVideosBlock,
  contactsBlock,
  contactUsFormBlock,
  contentBodyBlock,
  contentDetailsBlock,
  contentImageGridBlock,
  contentListBlock,
  contentPrimaryImageBlock,
  contentSchedulesBlock,
  contentSidebarsBlock,
  contentTitleBlock,
  countdownTimerBlock,
  credsparkBlock,
  documentDownloadBlock,
  externalRssFeedBlock,
  gamAdBlock,
  gatingFormBlock,
  globalContactsBlock,
  imageGalleryBlock,
  inquiryFormBlock,
  issueOverviewBlock,
  jobBoardBlock,
  leadingCompaniesBlock,
  magazineIssueBlock,
  magazineOverviewBlock,
  marketingPageContentBlock,
  membershipOverviewBlock,
  membershipSignupBlock,
  newsletterCampaignsBlock,
  omedaGatedPageContentBlock,
  omedaInjectionBlock,
  podcastPlayerBlock,
  podcastsBlock,
  relatedContentBlock,
  richTextBlock,
  searchBlock,
  sectionOverviewBlock,
  sectionTreeBlock,
  shareLinksBlock,
  simplemapsUsBlock,
  siteSearchBlock,
  siteUserAccountBlock,
  siteUserChangeEmailBlock,
  siteUserCompleteRegistrationBlock,
  siteUserLoginBlock,
  siteUserResetPasswordBlock,
  socialLinksBlock,
  sourceEsbDataSheetBlock,
  sourceEsbPartDetailsBlock,
  sourceEsbPartSearchBlock,
  subscribeBlock,
  swiftrevBlock,
  threeDxSearchBlock,
  videoPlayerBlock,
  webinarLinkBlock,
  webinarsBlock,
  zmagEmbedBlock,
] as const;

/** The name of a listed block type. */
export type BlockTypeName = (typeof blockTypes)[number]['type'];
