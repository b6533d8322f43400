import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getContentComments } from './operations/get-content-comments.ts';
import { postComment } from './operations/post-comment.ts';

/** Comments in the local store (spec public §1 "Commenting", §5). */
export const commentsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A comment, plain text: render it as text, never as HTML."
    type Comment {
      id: Int!
      contentId: Int!
      "A member's current name, or the display name of an anonymous comment."
      authorName: String!
      body: String!
      created: Timestamp!
      "Written by a logged-in member (else anonymously)."
      byMember: Boolean!
      "approved, pending (awaiting a moderator) or removed."
      status: String!
    }

    type CommentsPageInfo {
      page: Int!
      limit: Int!
      totalPages: Int!
      hasNextPage: Boolean!
    }

    type ContentComments {
      comments: [Comment!]!
      "Approved comments of the item in all."
      totalCount: Int!
      pageInfo: CommentsPageInfo!
    }

    input GetContentCommentsInput {
      contentId: Int!
      "1-based; 1 by default."
      page: Int
      "20 by default, at most 50."
      limit: Int
    }

    input PostCommentInput {
      contentId: Int!
      "Plain text, at most 3000 characters after cleaning."
      body: String!
      "Required of anonymous visitors (where the site allows anonymous comments); ignored for members."
      displayName: String
    }

    type PostCommentResult {
      comment: Comment!
      "What to tell the visitor."
      message: String!
    }

    extend type Query {
      "A public content item's approved comments, newest first. NOT_FOUND where commenting is not active or the site's comments live at its commenting service."
      getContentComments(input: GetContentCommentsInput!): ContentComments!
    }

    extend type Mutation {
      "Posts a comment as the logged-in site user (site-user token), or anonymously where allowAnonymousCommenting is on. UNAUTHENTICATED otherwise; RATE_LIMITED after 5 in 10 minutes."
      postComment(input: PostCommentInput!): PostCommentResult!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getContentComments }),
    Mutation: inputResolvers({ postComment }),
  },
};
