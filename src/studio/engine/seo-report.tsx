// The SEO report of the page in the editor, from the studio's check: the page rendered as the build
// renders it (the same React Page in the site's main area) and the core report over it, with what the
// check knows of the other pages. Loaded on its own (the SEO panel imports it when it first shows), so
// React's server renderer is not in the editor's first download. The report and its score are the page's
// as written (a headline test's control); a version of a headline test whose hero headline drops the focus
// keyphrase adds a warning pointing at that version's words (versionFindings), which leaves the score as is.
import { renderToStaticMarkup } from 'react-dom/server';
import { Page } from '../../render/Page.tsx';
import { SiteProvider } from '../../site.tsx';
import { seoReport, usesKeyphrase, type Finding, type SeoReport } from '../../core/seo/report.ts';
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
  const report = seoReport({ path: check.path, html, page: check.page, written, site: check.seo });
  const more = versionFindings(written, check.page.meta);
  return more.length ? { ...report, findings: [...report.findings, ...more] } : report;
}

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * A warning for each version of the page's headline test whose hero headline does not use the focus
 * keyphrase, pointing at that version's words (the SEO panel heads it with their label: "Headline test ›
 * Version b › Hero › Headline"). Nothing for a page hidden from search, or without a keyphrase (the
 * report asks for one already).
 */
export function versionFindings(written: unknown, meta: { keyphrase?: string; synonyms?: string[]; noindex?: boolean }): Finding[] {
  const keyphrase = meta.keyphrase?.trim();
  if (!isRecord(written) || !isRecord(written.experiment) || !keyphrase || meta.noindex) return [];
  const blocks = Array.isArray(written.blocks) ? written.blocks : [];
  const hero = blocks.findIndex((b) => isRecord(b) && b.type === 'hero');
  if (hero < 0) return [];
  const headline = `/blocks/${hero}/title`;
  const variants = Array.isArray(written.experiment.variants) ? written.experiment.variants : [];
  const found: Finding[] = [];
  variants.forEach((variant, v) => {
    if (!isRecord(variant) || !Array.isArray(variant.texts)) return;
    const t = variant.texts.findIndex((text) => isRecord(text) && text.field === headline);
    const words = t < 0 ? undefined : (variant.texts[t] as Loose).text;
    if (typeof words !== 'string' || usesKeyphrase(words, meta)) return;
    found.push({
      id: 'keyphrase-h1',
      severity: 'warning',
      message: `Version ${String(variant.id)}’s headline does not contain the focus keyphrase “${keyphrase}”: search engines never see it, but the visitors it wins read a headline without the words they searched for. Work it in.`,
      pointer: `/experiment/variants/${v}/texts/${t}/text`,
    });
  });
  return found;
}
