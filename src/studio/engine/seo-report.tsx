// The SEO report of the page in the editor, from the studio's check: the page rendered as the build
// renders it (the same React Page in the site's main area) and the core report over it, with what the
// check knows of the other pages. Loaded on its own (the SEO panel imports it when it first shows), so
// React's server renderer is not in the editor's first download.
import { renderToStaticMarkup } from 'react-dom/server';
import { Page } from '../../render/Page.tsx';
import { SiteProvider } from '../../site.tsx';
import { seoReport, type SeoReport } from '../../core/seo/report.ts';
import type { Check } from '../backend.ts';

/** The report of a checked page, or undefined while the page cannot be rendered. `written` is the page as typed. */
export function studioSeoReport(check: Check, written: unknown): SeoReport | undefined {
  if (!check.page || !check.site || !check.path || !check.seo) return undefined;
  const html = renderToStaticMarkup(
    <SiteProvider site={check.site}>
      <main id="main">
        <Page page={check.page} path={check.path} />
      </main>
    </SiteProvider>,
  );
  return seoReport({ path: check.path, html, page: check.page, written, site: check.seo });
}
