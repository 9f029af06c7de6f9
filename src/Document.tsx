import type { ReactNode } from 'react';

/**
 * The HTML document React renders and hydrates. Asset tags and the boot data are added around React's
 * output by the prerenderer (React 19 skips such foreign tags while hydrating), so they never mismatch.
 */
export function Document({ lang, themeColor, children }: { lang: string; themeColor: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
      </head>
      <body>{children}</body>
    </html>
  );
}
