// Size budgets, measured on the build output as a visitor's browser receives it (gzip, as the server
// sends it). Each page's first-load JavaScript is what its HTML asks for (the entry script and module
// preloads, and the entry its loader starts) plus every chunk those import, so a chunk imported but not
// preloaded still counts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formModule, readManifest } from './manifest.ts';

export const budgets = {
  /** First-load JavaScript of a page without a form. */
  pageJsKb: 100,
  /** What a form adds: react-jsonschema-form, the precompiled validators and the form code. */
  formJsKb: 90,
  /** All stylesheets of a page. */
  cssKb: 20,
  /** The HTML document of a page. */
  htmlKb: 60,
};
export type Budgets = typeof budgets;

export interface PageWeight {
  /** The HTML file, relative to the build folder. */
  file: string;
  hasForm: boolean;
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  scripts: string[];
}

export interface BuildWeights {
  pages: PageWeight[];
  entryJsKb: number;
  formJsKb: number;
}

/** Kilobytes of 1,000 bytes, as Vite reports them: the stricter reading of a budget. */
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** Measures every HTML page of a build folder (written by npm run build). */
export function measureBuild(dist: string): BuildWeights {
  const { manifest, entry: entryChunk } = readManifest(dist);
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const gzCache = new Map<string, number>();
  const gz = (url: string) => gzCache.get(url) ?? gzCache.set(url, gzipSync(readFileSync(path.join(dist, url))).length).get(url)!;
  /** A set of script URLs plus everything they import statically. */
  const closure = (urls: string[]) => {
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      for (const key of byFile.get(url)?.imports ?? []) visit(`/${manifest[key]!.file}`);
    };
    urls.forEach(visit);
    return seen;
  };
  const sum = (urls: Iterable<string>) => kb([...urls].reduce((total, url) => total + gz(url), 0));

  const htmlFiles = (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).sort();
  const pages = htmlFiles.map((file): PageWeight => {
    const html = readFileSync(path.join(dist, file), 'utf8');
    // Module scripts, module preloads, and the entry a script tag names for its loader to start.
    const js = [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"|data-entry="([^"]+)"/g)].map(
      (m) => m[1] ?? m[2] ?? m[3]!,
    );
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const scripts = [...closure(js)];
    return {
      file,
      hasForm: html.includes('data-lead-form='),
      htmlKb: kb(gzipSync(html).length),
      jsKb: sum(scripts),
      cssKb: sum(css),
      scripts,
    };
  });

  const entry = closure([`/${entryChunk.file}`]);
  const form = manifest[formModule];
  const formOnly = form ? [...closure([`/${form.file}`])].filter((url) => !entry.has(url)) : [];
  return { pages, entryJsKb: sum(entry), formJsKb: sum(formOnly) };
}

/** Every budget a build breaks, as sentences naming the file, the figure and the limit. */
export function budgetFailures(weights: BuildWeights, limits: Budgets = budgets): string[] {
  const failures: string[] = [];
  if (weights.formJsKb > limits.formJsKb)
    failures.push(`The form code is ${weights.formJsKb} KB gzipped; the budget is ${limits.formJsKb} KB.`);
  for (const page of weights.pages) {
    if (!page.hasForm && page.jsKb > limits.pageJsKb)
      failures.push(
        `${page.file}: first-load JavaScript is ${page.jsKb} KB gzipped; the budget for a page without a form is ${limits.pageJsKb} KB.`,
      );
    if (page.cssKb > limits.cssKb) failures.push(`${page.file}: CSS is ${page.cssKb} KB gzipped; the budget is ${limits.cssKb} KB.`);
    if (page.htmlKb > limits.htmlKb)
      failures.push(`${page.file}: the HTML is ${page.htmlKb} KB gzipped; the budget is ${limits.htmlKb} KB.`);
  }
  return failures;
}
