// Google Analytics' tag, fetched by the cookie banner's island only after the visitor accepted, on a site
// with an analytics id (a file of its own: no visitor who has not accepted loads it). Page views carry the
// experiments' versions the visitor is counted in; a lead sent is a generate_lead event (forms/client/lead-form.ts).
import { analyticsOrigins } from '../core/analytics.ts';
import { experimentsSeen } from '../core/experiment-cookie.ts';

/** Google Analytics, loaded from our own bundle (no inline script), and only once. */
export function loadAnalytics(id: string): void {
  if (document.querySelector('script[data-analytics]')) return;
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = (...args: unknown[]) => w.dataLayer!.push(args);
  w.gtag('js', new Date());
  // Every page view says the versions of experiments the visitor is counted in (their cookies).
  w.gtag('config', id, { anonymize_ip: true, ...experimentsSeen(document.cookie) });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.analytics = 'true';
  script.src = `${analyticsOrigins.script[0]}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
