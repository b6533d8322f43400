import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session } from '../session/session-store.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { commentAccess, commentDate, commentLoginHref } from './comment-access.ts';
import { CommentForm } from './CommentForm.tsx';
import { $comments, loadComments } from './comments-store.ts';

interface Props {
  contentId: number;
  anonymousAllowed: boolean;
  /** The page's path, to come back to after logging in. */
  path: string;
  idPrefix: string;
}

/**
 * The comments of a content item from the local store (spec public §5): loaded in the browser
 * (the block hydrates when visible), newest first with More comments; the post form for members,
 * for anonymous visitors where the site allows it (with a name), else a link to log in.
 */
export default function Comments({ contentId, anonymousAllowed, path, idPrefix }: Props) {
  const mounted = useMounted();
  const session = useStore($session);
  const state = useStore($comments);
  useEffect(() => void loadComments(contentId), [contentId]);
  const access = mounted ? commentAccess(session, anonymousAllowed) : 'loading';

  return (
    <div className="comments-island">
      {access === 'loading' && <div className="comments-form-slot" aria-busy="true" />}
      {access === 'member' && session.status === 'member' && (
        <CommentForm
          contentId={contentId}
          askName={false}
          memberName={[session.user.firstName, session.user.lastName].filter(Boolean).join(' ') || undefined}
          idPrefix={idPrefix}
        />
      )}
      {access === 'anonymous' && <CommentForm contentId={contentId} askName idPrefix={idPrefix} />}
      {access === 'login' && (
        <p className="comments-login">
          <a href={commentLoginHref(path)}>Log in to comment</a>
        </p>
      )}
      <div aria-live="polite" aria-busy={state.status === 'loading' || state.status === 'idle'}>
        {state.status === 'error' && (
          <p className="form-message form-error" role="alert">
            Comments could not be loaded: {state.error}
          </p>
        )}
        {state.status !== 'idle' &&
          state.totalCount === 0 &&
          state.status !== 'loading' &&
          state.status !== 'error' && <p className="comments-empty">No comments yet.</p>}
        {state.totalCount > 0 && (
          <p className="comments-count">
            {state.totalCount === 1 ? '1 comment' : `${state.totalCount.toLocaleString('en-US')} comments`}
          </p>
        )}
        <ol className="comments-list">
          {state.comments.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment-meta">
                <span className="comment-author">{comment.authorName}</span>
                {' · '}
                <time dateTime={new Date(comment.created).toISOString()}>{commentDate(comment.created)}</time>
              </p>
              <p className="comment-body">{comment.body}</p>
            </li>
          ))}
        </ol>
        {state.hasNextPage && (
          <button
            type="button"
            className="comments-more"
            disabled={state.status === 'loading'}
            onClick={() => void loadComments(contentId, { more: true })}
          >
            More comments
          </button>
        )}
      </div>
    </div>
  );
}
