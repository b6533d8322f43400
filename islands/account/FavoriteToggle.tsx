import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { notify } from '../../content-engine/client/toasts.tsx';
import { $session } from '../session/session-store.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { setFavorite } from './account-actions.ts';

/** "Save to favorites" on a content page: shown only to a signed-in user, in the browser (the page is shared by everyone). */
export default function FavoriteToggle({ contentId }: { contentId: number }) {
  const session = useStore($session);
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  if (!mounted || session.status !== 'member') return <span className="favorite-toggle" />;
  const saved = session.user.favoriteContent.some((favorite) => favorite.id === contentId);

  const toggle = async () => {
    setBusy(true);
    try {
      await setFavorite({ contentId, saved: !saved });
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="favorite-toggle">
      <button type="button" aria-pressed={saved} disabled={busy} onClick={() => void toggle()}>{saved ? 'Saved to favorites' : 'Save to favorites'}</button>
    </span>
  );
}
