/**
 * What the analytics tag loads from and reports to. The Content-Security-Policy opens these origins
 * only on a site that configures an analytics id; without one, nothing of Google's is allowed at all.
 */
export const analyticsOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

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
