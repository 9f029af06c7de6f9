// Size budgets, measured on the build output as a visitor's browser receives it (gzip, as the server
// sends it). A page's JavaScript is the island loader its HTML carries (inline) plus the code of every island in
// the page (each island's chunk and everything it imports), so code loaded later still counts. A page
// with no island must load none at all. The lead pages are also held to their zero-JavaScript floor
// (src/tooling/floor-cost.ts): what their scripts add to a first visit, against the same page without them.
// The page studio on the web (/studio/) is no site page: its JavaScript is reported on its own, and a site
// page that names any of its files fails. An experiment's copies run exactly the scripts of the page
// everyone else gets (experimentScriptFailures).
import type { SplitPage } from '../core/edge-split.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withImports, type FloorTarget } from './floor-cost.ts';
import { studioPath } from '../core/page-paths.ts';
import { carriesLoader, islandChunkKey, leadFormChunkName, readManifest } from './manifest.ts';

export const budgets = {
  /** JavaScript of a page with no island: none, no loader and no preload. */
  staticPageJsKb: 0,
  /**
   * JavaScript of a page with islands, without the form code: the loader, the islands' own code and, for
   * islands that render with components, Preact and the hydration code (React in the browser was 69 KB).
   */
  pageJsKb: 20,
  /**
   * Every byte of lead-form code, both forms together: their islands, the code that runs a form, and each
   * form's rules with its precompiled validator (react-jsonschema-form renders the forms at build time only).
   */
  formJsKb: 12,
  /**
   * The lead pages and the home page against their zero-JavaScript floor (issue 26): transfer of a first
   * visit over the same page's without scripts, at most `ratio`. On the first screen of a phone (412 x 823
   * CSS pixels, as Lighthouse's mobile run), `inView` names the islands that wake when seen and load with
   * the page, and `imagesInView` counts the page's first images, which load with it and its floor alike
   * (the home page's client logos). tests/e2e/engine.spec.ts checks both against what Chromium loads.
   */
  floor: [
    { route: '/', ratio: 1.1, inView: [], imagesInView: 5 },
    // The lead pages' target is 1.25x. They stood at 1.40x (a loader file and the lead-form file, each
    // with a response's full header policy); with the loader inline and document-only headers off
    // /assets/ they stand at 1.33x and 1.32x. What is left is the code itself (the lead-form file carries
    // both forms' rules) and one response's headers. The limits hold today's level so that no regression passes.
    // The lead's attribution (issue 49) put the cookie banner on every page: its island (0.5 KB brotli, and
    // a response's headers, about 1 KB in all) raised them to 1.393x and 1.369x, the form code itself
    // staying at its old level (the campaign code is a file of its own, fetched as a lead is sent). The
    // home page's 1.1x holds with the banner. The banner's note of the landing on Accept (a visitor who
    // follows a link at once keeps the landing's campaign) added 28 bytes: /webinar 1.370x to 1.371x.
    { route: '/contact', ratio: 1.4, inView: ['form'], imagesInView: 0 },
    { route: '/webinar', ratio: 1.375, inView: ['hero'], imagesInView: 0 },
  ] as FloorTarget[],
  /** All stylesheets of a page. */
  cssKb: 20,
  /** The HTML document of a page. */
  htmlKb: 60,
  /**
   * The same document uncompressed: what the browser parses, and what a host without compression sends
   * (about five times the gzipped size on this site's pages). It catches a huge text that gzip shrinks.
   */
  htmlRawKb: 300,
};
export type Budgets = typeof budgets;

export interface PageWeight {
  /** The HTML file, relative to the build folder. */
  file: string;
  hasForm: boolean;
  /** The islands in the page, by name (a block type, "consent", "audit-dialog"). */
  islands: string[];
  htmlKb: number;
  /** The HTML document uncompressed. */
  htmlRawKb: number;
  jsKb: number;
  /** The part of jsKb that is lead-form code. */
  formJsKb: number;
  cssKb: number;
  scripts: string[];
  /** Files of the page studio on the web the page names (it must name none). */
  studioFiles?: string[];
}

/** The page studio on the web (/studio/), which is not a site page. */
export interface StudioWeight {
  /** What its sign-in screen loads: the scripts its page names. */
  signInJsKb: number;
  /** All of its JavaScript: the sign-in screen and the studio it opens once signed in. */
  jsKb: number;
}

export interface BuildWeights {
  pages: PageWeight[];
  /** The island loader alone. */
  loaderJsKb: number;
  /** What islands other than the forms share (Preact through preact/compat, and the hydration code), loaded once per page. */
  sharedJsKb: number;
  /** Each island's own code (its chunk and what it imports, less the loader and the shared code). */
  islandJsKb: Record<string, number>;
  /** All lead-form code: the form islands, the code that runs a form, every form's rules. */
  formJsKb: number;
  /** The page studio on the web, when the build has one. */
  studio?: StudioWeight;
}

/** The page studio's files an HTML document names: its assets, or any script of it. */
export function studioFilesIn(html: string): string[] {
  const found = html.matchAll(/(?:src|href)="(\/studio\/assets\/[^"]+)"|<script[^>]* src="(\/studio\/[^"]+)"/g);
  return [...new Set([...found].map((m) => m[1] ?? m[2]!))];
}

/** Script and module-preload addresses an HTML document names. */
const scriptTags = (html: string) =>
  [...html.matchAll(/<script[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);

/** Kilobytes of 1,000 bytes, as Vite reports them: the stricter reading of a budget. */
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** Measures every HTML page of a build folder (written by npm run build). */
export function measureBuild(dist: string): BuildWeights {
  const { manifest, loader } = readManifest(dist);
  const gzCache = new Map<string, number>();
  const gz = (url: string) => gzCache.get(url) ?? gzCache.set(url, gzipSync(readFileSync(path.join(dist, url))).length).get(url)!;
  /** A set of script URLs plus everything they import statically. */
  const closure = (urls: string[]) => new Set(withImports(manifest, urls));
  // Each island's code is the chunk of its <name>.island.ts(x); the islands that wake a lead form are in
  // one chunk with the code that runs a form and both forms' rules (vite.config.ts), the lead-form chunk.
  const islandKeys = Object.keys(manifest).filter((key) => /\.island\.tsx?$/.test(key));
  const islandNames = islandKeys.map((key) => key.replace(/^.*\/([^/]+)\.island\.tsx?$/, '$1')).sort();
  const formRuntimeKey = Object.keys(manifest).find((key) => manifest[key]!.name === leadFormChunkName && !manifest[key]!.isEntry);
  const islandChunk = (name: string) => {
    const key = islandChunkKey(manifest, name);
    if (!key) throw new Error(`The page has an island "${name}", but the build has no ${name}.island.tsx.`);
    return `/${manifest[key]!.file}`;
  };
  const sum = (urls: Iterable<string>) => kb([...urls].reduce((total, url) => total + gz(url), 0));
  const loaderCode = closure([`/${loader.file}`]);

  // A form island is the lead-form chunk or a chunk that imports it; all of their code (less the loader's
  // and the other islands') is form code.
  const formChunk = formRuntimeKey ? `/${manifest[formRuntimeKey]!.file}` : undefined;
  const isFormIsland = (name: string) => formChunk !== undefined && closure([islandChunk(name)]).has(formChunk);
  const otherIslandCode = closure(islandNames.filter((name) => !isFormIsland(name)).map((name) => islandChunk(name)));
  const formEntries = [...islandNames.filter(isFormIsland).map((name) => islandChunk(name)), ...(formChunk ? [formChunk] : [])];
  const formCode = new Set([...closure(formEntries)].filter((url) => !loaderCode.has(url) && !otherIslandCode.has(url)));

  const studioDir = studioPath.slice(1);
  const htmlFiles = (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html') && f.split(path.sep)[0] !== studioDir)
    .sort();
  const pages = htmlFiles.map((file): PageWeight => {
    const html = readFileSync(path.join(dist, file), 'utf8');
    // Every script and module preload the HTML names, the island loader when it carries it inline (its
    // file is what it inlines), and the code of each island in the page.
    const tags = [...scriptTags(html), ...(carriesLoader(html) ? [`/${loader.file}`] : [])];
    const islands = [...new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]!))].sort();
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const forms = [...new Set([...html.matchAll(/ data-lead-form="([^"]+)"/g)].map((m) => m[1]!))];
    const scripts = [...closure([...tags, ...islands.map((name) => islandChunk(name))])];
    return {
      file,
      hasForm: forms.length > 0,
      islands,
      htmlKb: kb(gzipSync(html).length),
      htmlRawKb: kb(Buffer.byteLength(html)),
      jsKb: sum(scripts),
      formJsKb: sum(scripts.filter((url) => formCode.has(url))),
      cssKb: sum(css),
      scripts,
      studioFiles: studioFilesIn(html),
    };
  });

  // What the other islands share (Preact and the hydration code), downloaded once for all of a page's islands.
  const closures = islandNames.map((name) => closure([islandChunk(name)]));
  if (formRuntimeKey) closures.push(closure([`/${manifest[formRuntimeKey]!.file}`]));
  const shared = [...new Set(closures.flatMap((c) => [...c]))].filter(
    (url) => closures.filter((c) => c.has(url)).length > 1 && !loaderCode.has(url) && !formCode.has(url),
  );
  const islandJsKb = Object.fromEntries(
    islandNames.map((name, i) => [name, sum([...closures[i]!].filter((url) => !loaderCode.has(url) && !shared.includes(url)))]),
  );
  return { pages, loaderJsKb: sum(loaderCode), sharedJsKb: sum(shared), islandJsKb, formJsKb: sum(formCode), studio: measureStudio(dist) };
}

/** The page studio on the web's JavaScript, gzipped: what its sign-in screen loads, and all of it. */
function measureStudio(dist: string): StudioWeight | undefined {
  const page = path.join(dist, studioPath, 'index.html');
  if (!existsSync(page)) return undefined;
  const gz = (url: string) => gzipSync(readFileSync(path.join(dist, url))).length;
  const all = (readdirSync(path.join(dist, studioPath), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${studioPath}/${file.split(path.sep).join('/')}`);
  const signIn = scriptTags(readFileSync(page, 'utf8'));
  return {
    signInJsKb: kb(signIn.reduce((total, url) => total + gz(url), 0)),
    jsKb: kb(all.reduce((total, url) => total + gz(url), 0)),
  };
}

/** Every budget a build breaks, as sentences naming the file, the figure and the limit. */
export function budgetFailures(weights: BuildWeights, limits: Budgets = budgets): string[] {
  const failures: string[] = [];
  if (weights.formJsKb > limits.formJsKb)
    failures.push(`The form code is ${weights.formJsKb} KB gzipped; the budget is ${limits.formJsKb} KB.`);
  for (const page of weights.pages) {
    if (page.studioFiles?.length)
      failures.push(
        `${page.file}: names the page studio's ${page.studioFiles.join(', ')}; no site page may load any of the studio (it lives at /studio/ alone).`,
      );
    if (!page.islands.length && (page.jsKb > limits.staticPageJsKb || page.scripts.length))
      failures.push(
        `${page.file}: has no island, yet loads ${page.scripts.length} script(s), ${page.jsKb} KB gzipped; a page without an island loads no JavaScript.`,
      );
    const withoutForm = page.jsKb - page.formJsKb;
    if (page.islands.length && withoutForm > limits.pageJsKb)
      failures.push(
        `${page.file}: its islands load ${Math.round(withoutForm * 10) / 10} KB gzipped of JavaScript besides the form code; the budget is ${limits.pageJsKb} KB.`,
      );
    if (page.cssKb > limits.cssKb) failures.push(`${page.file}: CSS is ${page.cssKb} KB gzipped; the budget is ${limits.cssKb} KB.`);
    if (page.htmlKb > limits.htmlKb)
      failures.push(`${page.file}: the HTML is ${page.htmlKb} KB gzipped; the budget is ${limits.htmlKb} KB.`);
    if (page.htmlRawKb > limits.htmlRawKb)
      failures.push(`${page.file}: the HTML is ${page.htmlRawKb} KB uncompressed; the budget is ${limits.htmlRawKb} KB.`);
  }
  return failures;
}

/** The scripts a page runs, as written in its HTML: every script that is code (not data) and every module preload. */
export function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .filter(([, attributes = '']) => !/\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([tag]) => tag);
}

/**
 * An experiment's copies against the page everyone else gets: each must run exactly the plain page's
 * scripts (0 KB added, the same code), as sentences naming the page and the copy that does not.
 */
export function experimentScriptFailures(plainHtml: (path: string) => string, pages: readonly SplitPage[]): string[] {
  const failures: string[] = [];
  for (const page of pages) {
    const plain = scriptsOf(plainHtml(page.path)).join('\n');
    for (const arm of page.arms)
      if (scriptsOf(arm.html).join('\n') !== plain)
        failures.push(
          `${page.path} (experiment ${page.id}, ${arm.variant}): runs other scripts than the page everyone else gets; an experiment's copy adds no JavaScript.`,
        );
  }
  return failures;
}
