import { cleanStores } from 'nanostores';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteClient } from '../site-client.ts';
import { $comments, loadComments, postComment, resetComments } from './comments-store.ts';

// The engine's answers stand in for the network's in this file; the real client is put back after it.
const client = { query: vi.spyOn(siteClient, 'query'), mutate: vi.spyOn(siteClient, 'mutate') };
afterAll(() => vi.restoreAllMocks());

const comment = (id: number, body = `Comment ${id}`) => ({
  id,
  authorName: 'Sam Reader',
  body,
  created: id,
  byMember: true,
});
const page = (ids: number[], { page = 1, hasNextPage = false, totalCount = ids.length } = {}) => ({
  getContentComments: { comments: ids.map((id) => comment(id)), totalCount, pageInfo: { page, hasNextPage } },
});

afterEach(() => {
  resetComments();
  cleanStores($comments);
  vi.clearAllMocks();
});

describe('the comments store', () => {
  it('loads the first page of an item’s comments', async () => {
    client.query.mockResolvedValueOnce(page([3, 2], { hasNextPage: true, totalCount: 3 }));
    await loadComments(10000001);
    expect(client.query).toHaveBeenCalledWith('comments/getContentComments', {
      input: { contentId: 10000001, page: 1, limit: 20 },
    });
    expect($comments.get()).toMatchObject({ status: 'ready', totalCount: 3, page: 1, hasNextPage: true });
    expect($comments.get().comments.map((c) => c.id)).toEqual([3, 2]);
  });

  it('appends the next page without repeating a comment already shown', async () => {
    client.query.mockResolvedValueOnce(page([3, 2], { hasNextPage: true, totalCount: 4 }));
    await loadComments(1);
    client.query.mockResolvedValueOnce(page([2, 1], { page: 2, totalCount: 4 }));
    await loadComments(1, { more: true });
    expect($comments.get().comments.map((c) => c.id)).toEqual([3, 2, 1]);
    expect($comments.get()).toMatchObject({ page: 2, hasNextPage: false });
  });

  it('shows a posted comment first and counts it', async () => {
    client.query.mockResolvedValueOnce(page([1]));
    await loadComments(1);
    client.mutate.mockResolvedValueOnce({
      postComment: {
        comment: { ...comment(2, 'New'), status: 'approved' },
        message: 'Thank you, your comment is posted.',
      },
    });
    await expect(postComment({ contentId: 1, body: 'New' })).resolves.toBe('Thank you, your comment is posted.');
    expect($comments.get().comments.map((c) => c.body)).toEqual(['New', 'Comment 1']);
    expect($comments.get().totalCount).toBe(2);
  });

  it('keeps a comment awaiting moderation out of the list', async () => {
    client.mutate.mockResolvedValueOnce({
      postComment: { comment: { ...comment(5), status: 'pending' }, message: 'awaiting' },
    });
    await postComment({ contentId: 1, body: 'x' });
    expect($comments.get().comments).toEqual([]);
  });

  it('says why the comments could not be loaded', async () => {
    client.query.mockRejectedValueOnce(new Error('Commenting is not enabled on this site.'));
    await loadComments(1);
    expect($comments.get()).toMatchObject({ status: 'error', error: 'Commenting is not enabled on this site.' });
  });
});
