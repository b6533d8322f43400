import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $session } from '../session/session-store.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { setFavorite } from './account-actions.ts';
import { track } from '../tracking/track.ts';

/** "Save to favorites" on a content page (the content_title block): shown only to a signed-in user, in the browser (the page is shared by everyone). */
export default function FavoriteToggle({ contentId }: { contentId: number }) {
  const session = useStore($session);
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!mounted || session.status !== 'member') return <span className="favorite-toggle" />;
  const saved = session.user.favoriteContent.some((favorite) => favorite.id === contentId);

  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await setFavorite({ contentId, saved: !saved });
      void track('favoriteContent', { contentId, saved: !saved });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="favorite-toggle">
      <button type="button" aria-pressed={saved} disabled={busy} onClick={() => void toggle()}>
        {saved ? 'Saved to favorites' : 'Save to favorites'}
      </button>
      {failure && (
        <span className="field-error" role="alert">
          {' '}
          {failure}
        </span>
      )}
    </span>
  );
}
