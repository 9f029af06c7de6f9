// Google Analytics' tag, fetched by the cookie banner's island only after the visitor accepted, on a site
// with an analytics id (a file of its own: no visitor who has not accepted loads it).
import { analyticsOrigins } from '../core/analytics.ts';

/** Google Analytics, loaded from our own bundle (no inline script), and only once. */
export function loadAnalytics(id: string): void {
  if (document.querySelector('script[data-analytics]')) return;
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = (...args: unknown[]) => w.dataLayer!.push(args);
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.analytics = 'true';
  script.src = `${analyticsOrigins.script[0]}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
