import { useRef, useState } from 'react';
import { useAspireNewsStream } from '../api/get-aspire-news-stream.ts';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { markAspireNewsRead } from '../api/mark-aspire-news-read.ts';
import { trayLimit } from '../api/news-stream.ts';
import { dismissAlert, isActiveAlert, isAlertDismissed, shouldMarkRead, type NewsItem } from '../news-rules.ts';

/** The tray's newest items with reads and dismissals applied as they happen. */
export function useNewsTray() {
  const { data } = useAspireNewsStream({ input: { limit: trayLimit, status: 1 } });
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [dismissedIds, setDismissedIds] = useState<ReadonlySet<number>>(new Set());
  const marking = useRef(new Set<number>());

  const items: NewsItem[] = (data?.getAspireNewsStream.items ?? []).map((item) =>
    readIds.has(item.id) ? { ...item, hasRead: true } : item,
  );
  const now = Date.now();
  const alerts = items.filter((item) =>
    isActiveAlert(item, { now, dismissed: dismissedIds.has(item.id) || isAlertDismissed(item.id) }),
  );

  const markRead = (item: NewsItem) => {
    if (!shouldMarkRead(item) || marking.current.has(item.id)) return;
    marking.current.add(item.id);
    markAspireNewsRead(item.id).then(
      () => setReadIds((ids) => new Set(ids).add(item.id)),
      (error: Error) => {
        marking.current.delete(item.id);
        notify.error(error.message);
      },
    );
  };
  const dismiss = (id: number) => {
    dismissAlert(id);
    setDismissedIds((ids) => new Set(ids).add(id));
  };
  return { items, unreadCount: items.filter((item) => !item.hasRead).length, alerts, markRead, dismiss };
}
