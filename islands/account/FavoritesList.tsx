import { useEffect, useState } from 'react';
import { notify } from '../../content-engine/client/toasts.tsx';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { siteClient } from '../site-client.ts';
import { setFavorite } from './account-actions.ts';
import { favoriteEntries, type FavoriteEntry } from './account-lists.ts';

interface StreamNode {
  id: number;
  name: string;
  canonicalPath: string;
}

const namesOf = async (ids: number[]): Promise<StreamNode[]> => {
  if (ids.length === 0) return [];
  const { getContentStream } = await siteClient.query<{ getContentStream: { edges: { node: StreamNode }[] } }>(
    'getContentStream',
    {
      input: { includeContentIds: ids, pagination: { limit: ids.length } },
    },
  );
  return getContentStream.edges.map((edge) => edge.node);
};

/** #manage-favorites: the user's favourite content, newest first, each with a remove button. */
export function FavoritesList({ user }: { user: SiteUserInfo }) {
  const [found, setFound] = useState<StreamNode[] | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const key = user.favoriteContent.map((favorite) => favorite.id).join(',');

  // Named from the content stream whenever the ids change; the list itself follows the session at once.
  useEffect(() => {
    let current = true;
    const ids = key ? key.split(',').map(Number) : [];
    namesOf(ids)
      .catch(() => [])
      .then((nodes) => current && setFound(nodes));
    return () => void (current = false);
  }, [key]);

  const remove = async (entry: FavoriteEntry) => {
    setRemoving(entry.id);
    try {
      await setFavorite({ contentId: entry.id, saved: false });
      notify.success(`Removed "${entry.name}" from your favorites.`);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setRemoving(null);
    }
  };

  if (user.favoriteContent.length === 0)
    return <p>You have no favorites yet. Use "Save to favorites" on an article to keep it here.</p>;
  if (!found) return <p aria-busy="true">Loading your favorites…</p>;
  const entries = favoriteEntries(user.favoriteContent, found);
  return (
    <ul className="favorites-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.href ? <a href={entry.href}>{entry.name}</a> : <span>{entry.name} (no longer available)</span>}{' '}
          <button
            type="button"
            disabled={removing !== null}
            aria-label={`Remove ${entry.name} from favorites`}
            onClick={() => void remove(entry)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
