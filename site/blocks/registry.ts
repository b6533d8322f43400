import type { PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import type { SiteEngine } from '../../builds/serve/site-engine.ts';
import AboutAuthor from './about_author/AboutAuthor.astro';
import AuthorProfile from './author_profile/AuthorProfile.astro';
import CallToAction from './call_to_action/CallToAction.astro';
import ContentBody from './content_body/ContentBody.astro';
import ContentImageGrid from './content_image_grid/ContentImageGrid.astro';
import ContentList from './content_list/ContentList.astro';
import ContentPrimaryImage from './content_primary_image/ContentPrimaryImage.astro';
import ContentTitle from './content_title/ContentTitle.astro';
import { documentFile } from './document_download/document-file.ts';
import DocumentDownload from './document_download/DocumentDownload.astro';
import GatingForm from './gating_form/GatingForm.astro';
import { omedaGatedResource } from './omeda_gated_page_content/gated-resource.ts';
import OmedaGatedPageContent from './omeda_gated_page_content/OmedaGatedPageContent.astro';
import ImageGallery from './image_gallery/ImageGallery.astro';
import IssueOverview from './issue_overview/IssueOverview.astro';
import MagazineIssue from './magazine_issue/MagazineIssue.astro';
import MagazineOverview from './magazine_overview/MagazineOverview.astro';
import RichText from './rich_text/RichText.astro';
import { sectionLinks, type SectionLink } from './section_tree/section-links.ts';
import SectionTree from './section_tree/SectionTree.astro';
import ShareLinks from './share_links/ShareLinks.astro';
import { sharedPage } from './share_links/shared-page.ts';
import SocialLinks from './social_links/SocialLinks.astro';
import VideoPlayer from './video_player/VideoPlayer.astro';
import WebinarLink from './webinar_link/WebinarLink.astro';
import ChooseMembershipBlock from './choose_membership/ChooseMembershipBlock.astro';
import MembershipOverview from './membership_overview/MembershipOverview.astro';
import MembershipSignupBlock from './membership_signup/MembershipSignupBlock.astro';
import { loadOfferedMemberships, membershipOfBlock } from './shared/offered-memberships.ts';
import CompleteRegistrationBlock from './site_user_complete_registration/CompleteRegistrationBlock.astro';
import type { Membership } from '../../content-engine/memberships/membership.ts';
import { socialProfileLinks } from '../lib/social-networks.ts';
import { shareLinks } from '../lib/share-links.ts';
import { videoEmbedUrl } from '../lib/video-embed.ts';
import { subscribeBlock } from './subscribe/subscribe-block.ts';
import SiteUserAccount from './site_user_account/SiteUserAccount.astro';
import SiteUserChangeEmail from './site_user_change_email/SiteUserChangeEmail.astro';
import SiteUserLogin from './site_user_login/SiteUserLogin.astro';
import SiteUserResetPassword from './site_user_reset_password/SiteUserResetPassword.astro';
import { siteUserBlock } from './shared/site-user-block.ts';
import SearchBlock from './search/SearchBlock.astro';
import SiteSearchBox from './site_search/SiteSearchBox.astro';
import { gamAdBlock } from './gam_ad/gam-ad-block.ts';
import { searchModuleBlock } from './shared/search-module-block.ts';
import { commentsBlock } from './comments/comments-block.ts';
import { gateTypeOf } from '../../content-engine/shared/gating/gate.ts';
import type { ContentNode } from '../../content-engine/content/content-node.ts';
import {
  authorsOf,
  defineBlock,
  issuesOf,
  itemsOf,
  pageContent,
  type BlockDefinition,
  type BlockProps,
} from './types.ts';

export type { BlockDefinition } from './types.ts';

const listIsEmpty = ({ block }: BlockProps) => itemsOf(block).length === 0;
const noIssues = ({ block }: BlockProps) => issuesOf(block).length === 0;
/** The gating form is dropped when the page has no gating and no membership (spec public §5). */
const pageIsGated = (content: ContentNode | null | undefined) =>
  Boolean(
    content &&
    gateTypeOf({ type: content.type, membershipIds: content.membership.ids, surveyType: content.gating.surveyType }),
  );
const noAuthors = ({ block }: BlockProps) => authorsOf(block).length === 0;

/**
 * One entry per block type; pages never switch on block type. The emptiness rules are spec
 * public §5: list-type blocks without items, image gallery without a primary image, document
 * download without a file src, webinar link without a link URL, content primary image missing or a
 * logo, and any other block without data.
 */
export const blockRegistry: Record<string, BlockDefinition> = {
  content_list: { component: ContentList, isEmpty: listIsEmpty },
  section_overview: { component: ContentList, isEmpty: listIsEmpty },
  related_content: { component: ContentList, isEmpty: listIsEmpty },
  content_image_grid: { component: ContentImageGrid, isEmpty: listIsEmpty },
  rich_text: {
    component: RichText,
    isEmpty: ({ block }) => typeof block.settings.html !== 'string' || !block.settings.html.trim(),
  },
  content_title: { component: ContentTitle, isEmpty: ({ page }) => !pageContent(page) },
  content_body: { component: ContentBody, isEmpty: ({ page }) => !pageContent(page)?.body },
  content_primary_image: {
    component: ContentPrimaryImage,
    isEmpty: ({ page }) => {
      const image = pageContent(page)?.primaryImage;
      return !image || image.isLogo;
    },
  },
  call_to_action: {
    component: CallToAction,
    isEmpty: ({ block }) =>
      !block.settings.ctaText?.trim() && !(block.settings.buttonLabel?.trim() && block.settings.buttonLink?.trim()),
  },
  section_tree: defineBlock<SectionLink[]>({
    component: SectionTree,
    load: async ({ page, settings }, engine) =>
      sectionLinks(await engine.sections(), { parentIds: settings.sectionTree.parentSections, currentPath: page.path }),
    isEmpty: ({ loaded }) => !loaded?.length,
  }),
  share_links: {
    component: ShareLinks,
    isEmpty: ({ page, settings }) => {
      const shared = sharedPage({ page });
      return !shared || shareLinks(settings.contentStyle.socialShareLinks, shared).length === 0;
    },
  },
  social_links: {
    component: SocialLinks,
    isEmpty: ({ settings }) => socialProfileLinks(settings.socialLinks).length === 0,
  },
  image_gallery: { component: ImageGallery, isEmpty: ({ page }) => !pageContent(page)?.primaryImage },
  issue_overview: { component: IssueOverview, isEmpty: noIssues },
  magazine_issue: { component: MagazineIssue, isEmpty: noIssues },
  magazine_overview: { component: MagazineOverview, isEmpty: noIssues },
  video_player: { component: VideoPlayer, isEmpty: ({ page }) => !videoEmbedUrl(pageContent(page)?.embedCode) },
  document_download: { component: DocumentDownload, isEmpty: ({ page }) => !documentFile(pageContent(page)) },
  webinar_link: { component: WebinarLink, isEmpty: ({ page }) => !pageContent(page)?.linkUrl?.trim() },
  site_user_account: siteUserBlock(SiteUserAccount),
  site_user_change_email: siteUserBlock(SiteUserChangeEmail),
  site_user_login: siteUserBlock(SiteUserLogin),
  site_user_reset_password: siteUserBlock(SiteUserResetPassword),
  about_author: { component: AboutAuthor, isEmpty: noAuthors },
  author_profile: { component: AuthorProfile, isEmpty: noAuthors },
  // The membership blocks are dropped without the memberships module (loaded null).
  choose_membership: defineBlock<Membership[] | null>({
    component: ChooseMembershipBlock,
    load: (_props, engine) => loadOfferedMemberships(engine),
    isEmpty: ({ loaded }) => !loaded,
  }),
  membership_signup: defineBlock<Membership[] | null>({
    component: MembershipSignupBlock,
    load: (_props, engine) => loadOfferedMemberships(engine),
    isEmpty: ({ block, loaded }) => !membershipOfBlock(block, loaded ?? []),
  }),
  membership_overview: defineBlock<Membership[] | null>({
    component: MembershipOverview,
    load: (_props, engine) => loadOfferedMemberships(engine),
    isEmpty: ({ loaded }) => !loaded?.length,
  }),
  site_user_complete_registration: defineBlock<Membership[] | null>({
    component: CompleteRegistrationBlock,
    load: (_props, engine) => loadOfferedMemberships(engine),
    isEmpty: ({ loaded }) => !loaded,
  }),
  gating_form: { component: GatingForm, isEmpty: ({ page }) => !pageIsGated(pageContent(page)) },
  omeda_gated_page_content: {
    component: OmedaGatedPageContent,
    isEmpty: ({ page }) => !omedaGatedResource(pageContent(page)),
  },
  subscribe: subscribeBlock,
  search: searchModuleBlock(SearchBlock),
  site_search: searchModuleBlock(SiteSearchBox),
  gam_ad: gamAdBlock,
  comments: commentsBlock,
};

/** A block ready to render: its component and the props to render it with. */
export interface RenderableBlock {
  block: PopulatedBlock;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: any;
  props: BlockProps;
}

/**
 * Loads what a block needs beyond its populated data and applies its emptiness rule: undefined
 * when the type has no renderer or the block has nothing to show.
 */
export async function prepareBlock(
  block: PopulatedBlock,
  pageProps: Omit<BlockProps, 'block' | 'loaded'>,
  engine: SiteEngine,
): Promise<RenderableBlock | undefined> {
  const definition = blockRegistry[block.type];
  if (!definition) return undefined;
  const base: BlockProps = { block, ...pageProps };
  const props: BlockProps = definition.load ? { ...base, loaded: await definition.load(base, engine) } : base;
  return definition.isEmpty?.(props) ? undefined : { block, Component: definition.component, props };
}
