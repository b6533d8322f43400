import { map } from 'nanostores';
import { commentLimits } from '../../content-engine/shared/commenting.ts';
import { siteClient } from '../site-client.ts';

/** A comment as the island shows it (plain text: rendered as text only). */
export interface ShownComment {
  id: number;
  authorName: string;
  body: string;
  created: number;
  byMember: boolean;
}

interface CommentsPage {
  comments: ShownComment[];
  totalCount: number;
  pageInfo: { page: number; hasNextPage: boolean };
}

export interface CommentsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  comments: ShownComment[];
  totalCount: number;
  page: number;
  hasNextPage: boolean;
  error: string | null;
}

const initial: CommentsState = {
  status: 'idle',
  comments: [],
  totalCount: 0,
  page: 0,
  hasNextPage: false,
  error: null,
};

/** The page's comments (one comments block per content page). */
export const $comments = map<CommentsState>(initial);

/** Loads the first page, or the next one after those shown. */
export async function loadComments(contentId: number, { more = false }: { more?: boolean } = {}) {
  const state = $comments.get();
  if (state.status === 'loading') return;
  const page = more ? state.page + 1 : 1;
  $comments.setKey('status', 'loading');
  try {
    const { getContentComments: result } = await siteClient.query<{ getContentComments: CommentsPage }>(
      'comments/getContentComments',
      { input: { contentId, page, limit: commentLimits.pageSize } },
    );
    // Comments posted since the first page may come round again on a later one.
    const shown = more ? state.comments : [];
    const ids = new Set(shown.map((c) => c.id));
    $comments.set({
      status: 'ready',
      comments: [...shown, ...result.comments.filter((c) => !ids.has(c.id))],
      totalCount: result.totalCount,
      page,
      hasNextPage: result.pageInfo.hasNextPage,
      error: null,
    });
  } catch (error) {
    $comments.set({ ...state, status: 'error', error: (error as Error).message });
  }
}

/** Posts a comment and shows it first; answers the engine's message, or throws its error message. */
export async function postComment(input: { contentId: number; body: string; displayName?: string }): Promise<string> {
  const { postComment: result } = await siteClient.mutate<{
    postComment: { comment: ShownComment & { status: string }; message: string };
  }>('comments/postComment', { input });
  if (result.comment.status === 'approved') {
    const state = $comments.get();
    $comments.set({
      ...state,
      status: 'ready',
      comments: [result.comment, ...state.comments],
      totalCount: state.totalCount + 1,
    });
  }
  return result.message;
}

/** Back to nothing loaded (tests). */
export const resetComments = () => $comments.set(initial);
