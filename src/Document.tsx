import type { ReactNode } from 'react';

/**
 * The HTML document React renders and hydrates. Asset tags and the boot data are added around React's
 * output by the prerenderer (React 19 skips such foreign tags while hydrating), so they never mismatch.
 */
export function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
