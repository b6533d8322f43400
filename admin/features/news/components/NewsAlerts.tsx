import type { NewsItem } from '../news-rules.ts';

/** Banners for active alerts; dismissing one is remembered per item in a cookie. */
export function NewsAlerts({ alerts, onDismiss }: { alerts: NewsItem[]; onDismiss: (id: number) => void }) {
  if (alerts.length === 0) return null;
  return (
    <div className="news-alerts">
      {alerts.map((item) => (
        <section key={item.id} className="news-alert" role="alert" aria-label={`News alert: ${item.title}`}>
          <strong>{item.title}</strong>
          <button type="button" className="news-alert-dismiss" onClick={() => onDismiss(item.id)}>
            Dismiss<span className="visually-hidden"> alert {item.title}</span>
          </button>
        </section>
      ))}
    </div>
  );
}
