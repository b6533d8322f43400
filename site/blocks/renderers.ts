import AboutAuthor from './about_author/AboutAuthor.astro';
import AuthorProfile from './author_profile/AuthorProfile.astro';
import BlueconicRecommendations from './blueconic_recommendations/BlueconicRecommendations.astro';
import CallToAction from './call_to_action/CallToAction.astro';
import CatsoneJobs from './catsone_jobs/CatsoneJobs.astro';
import ChooseMembershipBlock from './choose_membership/ChooseMembershipBlock.astro';
import CommentsBlock from './comments/CommentsBlock.astro';
import CompanyBanner from './company_banner/CompanyBanner.astro';
import CompanyKeyContact from './company_key_contact/CompanyKeyContact.astro';
import CompanyOverview from './company_overview/CompanyOverview.astro';
import CompanyVideos from './company_videos/CompanyVideos.astro';
import Contacts from './contacts/Contacts.astro';
import ContentBody from './content_body/ContentBody.astro';
import ContentDetails from './content_details/ContentDetails.astro';
import ContentImageGrid from './content_image_grid/ContentImageGrid.astro';
import ContentList from './content_list/ContentList.astro';
import ContentPrimaryImage from './content_primary_image/ContentPrimaryImage.astro';
import ContentSidebars from './content_sidebars/ContentSidebars.astro';
import ContentTitle from './content_title/ContentTitle.astro';
import CountdownTimer from './countdown_timer/CountdownTimer.astro';
import Credspark from './credspark/Credspark.astro';
import DocumentDownload from './document_download/DocumentDownload.astro';
import ExternalRssFeed from './external_rss_feed/ExternalRssFeed.astro';
import GamAd from './gam_ad/GamAd.astro';
import GatingForm from './gating_form/GatingForm.astro';
import GlobalContacts from './global_contacts/GlobalContacts.astro';
import ImageGallery from './image_gallery/ImageGallery.astro';
import LeadFormBlock from './inquiry_form/LeadFormBlock.astro';
import IssueOverview from './issue_overview/IssueOverview.astro';
import JobBoard from './job_board/JobBoard.astro';
import LeadingCompanies from './leading_companies/LeadingCompanies.astro';
import MagazineIssue from './magazine_issue/MagazineIssue.astro';
import MagazineOverview from './magazine_overview/MagazineOverview.astro';
import MarketingPageContent from './marketing_page_content/MarketingPageContent.astro';
import MembershipOverview from './membership_overview/MembershipOverview.astro';
import MembershipSignupBlock from './membership_signup/MembershipSignupBlock.astro';
import NewsletterCampaigns from './newsletter_campaigns/NewsletterCampaigns.astro';
import OmedaGatedPageContent from './omeda_gated_page_content/OmedaGatedPageContent.astro';
import OmedaInjection from './omeda_injection/OmedaInjection.astro';
import PodcastPlayer from './podcast_player/PodcastPlayer.astro';
import Podcasts from './podcasts/Podcasts.astro';
import RichText from './rich_text/RichText.astro';
import SearchBlock from './search/SearchBlock.astro';
import SectionTree from './section_tree/SectionTree.astro';
import ShareLinks from './share_links/ShareLinks.astro';
import SimplemapsUs from './simplemaps_us/SimplemapsUs.astro';
import CompleteRegistrationBlock from './site_user_complete_registration/CompleteRegistrationBlock.astro';
import SiteSearchBox from './site_search/SiteSearchBox.astro';
import SiteUserAccount from './site_user_account/SiteUserAccount.astro';
import SiteUserChangeEmail from './site_user_change_email/SiteUserChangeEmail.astro';
import SiteUserLogin from './site_user_login/SiteUserLogin.astro';
import SiteUserResetPassword from './site_user_reset_password/SiteUserResetPassword.astro';
import SocialLinks from './social_links/SocialLinks.astro';
import SourceEsbDataSheet from './source_esb_data_sheet/SourceEsbDataSheet.astro';
import SourceEsbPartDetails from './source_esb_part_details/SourceEsbPartDetails.astro';
import SourceEsbPartSearch from './source_esb_part_search/SourceEsbPartSearch.astro';
import SubscribeBlock from './subscribe/SubscribeBlock.astro';
import Swiftrev from './swiftrev/Swiftrev.astro';
import ThreeDxSearch from './three_dx_search/ThreeDxSearch.astro';
import VideoPlayer from './video_player/VideoPlayer.astro';
import WebinarLink from './webinar_link/WebinarLink.astro';
import ZmagEmbed from './zmag_embed/ZmagEmbed.astro';
import type { BlockTypeName } from './block-types.ts';

// Astro components are untyped factories at this boundary.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockRenderer = any;

/**
 * Each block type's renderer: the only file that imports the blocks' `.astro` components (ADR 41).
 * Keyed by exactly the listed block types (the type checker and renderers.test.ts hold it so).
 * The lists of cards share ContentList.
 */
export const blockRenderers: { readonly [Type in BlockTypeName]: BlockRenderer } = {
  about_author: AboutAuthor,
  author_profile: AuthorProfile,
  blueconic_recommendations: BlueconicRecommendations,
  call_to_action: CallToAction,
  carousel: ContentList,
  catsone_jobs: CatsoneJobs,
  choose_membership: ChooseMembershipBlock,
  comments: CommentsBlock,
  company_banner: CompanyBanner,
  company_key_contact: CompanyKeyContact,
  company_overview: CompanyOverview,
  company_videos: CompanyVideos,
  contact_us_form: LeadFormBlock,
  contacts: Contacts,
  content_body: ContentBody,
  content_details: ContentDetails,
  content_image_grid: ContentImageGrid,
  content_list: ContentList,
  content_primary_image: ContentPrimaryImage,
  content_schedules: ContentList,
  content_sidebars: ContentSidebars,
  content_title: ContentTitle,
  countdown_timer: CountdownTimer,
  credspark: Credspark,
  document_download: DocumentDownload,
  external_rss_feed: ExternalRssFeed,
  gam_ad: GamAd,
  gating_form: GatingForm,
  global_contacts: GlobalContacts,
  image_gallery: ImageGallery,
  inquiry_form: LeadFormBlock,
  issue_overview: IssueOverview,
  job_board: JobBoard,
  leading_companies: LeadingCompanies,
  magazine_issue: MagazineIssue,
  magazine_overview: MagazineOverview,
  marketing_page_content: MarketingPageContent,
  membership_overview: MembershipOverview,
  membership_signup: MembershipSignupBlock,
  newsletter_campaigns: NewsletterCampaigns,
  omeda_gated_page_content: OmedaGatedPageContent,
  omeda_injection: OmedaInjection,
  podcast_player: PodcastPlayer,
  podcasts: Podcasts,
  related_content: ContentList,
  rich_text: RichText,
  search: SearchBlock,
  section_overview: ContentList,
  section_tree: SectionTree,
  share_links: ShareLinks,
  simplemaps_us: SimplemapsUs,
  site_search: SiteSearchBox,
  site_user_account: SiteUserAccount,
  site_user_change_email: SiteUserChangeEmail,
  site_user_complete_registration: CompleteRegistrationBlock,
  site_user_login: SiteUserLogin,
  site_user_reset_password: SiteUserResetPassword,
  social_links: SocialLinks,
  source_esb_data_sheet: SourceEsbDataSheet,
  source_esb_part_details: SourceEsbPartDetails,
  source_esb_part_search: SourceEsbPartSearch,
  subscribe: SubscribeBlock,
  swiftrev: Swiftrev,
  three_dx_search: ThreeDxSearch,
  video_player: VideoPlayer,
  webinar_link: WebinarLink,
  webinars: ContentList,
  zmag_embed: ZmagEmbed,
};
