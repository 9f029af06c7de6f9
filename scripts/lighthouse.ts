// Lighthouse (mobile preset) on the prerendered build served locally, in Debian's Chromium: the median
// of several runs per route, as the machine is noisy. Writes every run's scores to
// bench-results/lighthouse.json and prints a table of medians.
//   npm run lighthouse                      six key routes, all four categories, 3 runs
//   npm run lighthouse -- --all --only=seo,best-practices   every route, two categories
//   npm run lighthouse -- --gate            the CI gate: exit 1 when a key route's best run is below
//                                           Performance 100 (on a host where the same HTML without its
//                                           scripts cannot reach 100 either, judged against that floor:
//                                           see lighthouse-gate.ts), or its median below Accessibility,
//                                           Best Practices, SEO 100, or CLS > 0; up to 5 runs a route,
//                                           stopping once its verdict is decided (one run where all is at
//                                           100), the floor measured only in rounds that miss 100
//   npm run lighthouse -- --floor           home, HVAC, contact and webinar, each beside the same HTML
//                                           without its scripts (the zero-JavaScript floor), with ratios
//   npm run lighthouse -- --floor --all     every route beside its floor (what npm run bench measures)
//   npm run lighthouse -- --photo           each page with a hero photo beside the same HTML without that
//                                           photo (5 runs): what the photo costs the first paint, served
//                                           over HTTPS with HTTP/2 as the hosts serve it (see below)
//   --http2 / --http1                       serve over HTTPS with HTTP/2 (a certificate made for the run),
//                                           or over plain HTTP/1.1 (the default, except with --photo)
//   --cookie='consent=granted; exp_hvac-hero-2026-11=first-call'
//                                           send these cookies with every request: a visitor counted in an
//                                           experiment gets that version of the page (src/core/edge-split.ts)
// The gate also measures each version of a running experiment on a key route, as a counted visitor gets it
// (the consent and the experiment's cookies sent), beside that version's own HTML without its scripts.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { consentCookie } from '../src/core/consent-cookie.ts';
import type { SplitPage } from '../src/core/edge-split.ts';
import { experimentCookie } from '../src/core/experiment-cookie.ts';
import { loadContentAndForms } from '../src/tooling/content/index.ts';
import {
  floorNeeded,
  gateBasis,
  gateRunCap,
  lighthouseFailures,
  minimumScores,
  routeDecided,
  type GateRun,
} from '../src/tooling/lighthouse-gate.ts';
import { defaultPagesDir, distDir, publicDir, root, serveConfigFile } from '../src/tooling/paths.ts';
import { makeRunCertificate } from '../src/tooling/tls-certificate.ts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
// The gate takes up to five runs a route, so that its best run (see lighthouse-gate.ts) is rarely one the
// host slowed, and stops a route as soon as its verdict is decided (routeDecided); the measurements take a
// fixed number.
const runs = Number(option('runs') ?? (args.includes('--gate') ? gateRunCap : args.includes('--photo') ? 5 : 3));
/** Cookies every request carries (--cookie=…), as a visitor who has them; none by default. */
const cookie = args.find((a) => a.startsWith('--cookie='))?.slice('--cookie='.length);
const categories = (option('only') ?? 'performance,accessibility,best-practices,seo').split(',');
// A sample of every kind of page (CI has no time for all 41; npm run bench measures them all): each
// page with islands (home, services, contact, webinar), a service, an industry, the article, about.
const keyRoutes = [
  '/',
  '/services',
  '/services/local-seo',
  '/hvac-seo',
  '/contact',
  '/webinar',
  '/blog/technical-seo-audit-checklist',
  '/about',
];
const floor = args.includes('--floor');
const photo = args.includes('--photo');
const gate = args.includes('--gate');
const allRoutes = () => [...loadContentAndForms({ pagesDir: process.env.PAGES_DIR || defaultPagesDir, publicDir }).rendered.keys()];
const chosen = args.includes('--all') ? allRoutes() : option('routes')?.split(',');
/**
 * The versions of the running experiments of these routes that a counted visitor gets, each a route of
 * its own in the gate's tables ("/hvac-seo, version first-call"): requested at the page's address with the
 * visitor's consent and the experiment's cookie, its HTML the build's copy for that version.
 */
function experimentVersions(routes: string[]): Map<string, { url: string; cookie: string; html: string; slug: string }> {
  const now = Date.now();
  // Without a build there is nothing to measure: the server's start says so.
  if (!existsSync(serveConfigFile())) return new Map();
  const split = (JSON.parse(readFileSync(serveConfigFile(), 'utf8')) as { experiments?: SplitPage[] }).experiments ?? [];
  return new Map(
    split
      .filter((page) => routes.includes(page.path) && page.from <= now && now < page.until)
      .flatMap((page) =>
        page.arms.slice(1).map((arm) => [
          `${page.path}, version ${arm.variant}`,
          {
            url: page.path,
            cookie: `${consentCookie.name}=${consentCookie.value}; ${experimentCookie(page.id)}=${arm.variant}`,
            html: arm.html,
            slug: `${page.path}--${arm.variant}`,
          },
        ]),
      ),
  );
}
const versions = gate && !chosen ? experimentVersions(keyRoutes) : new Map<string, never>();
const copyAddress = (folder: string, route: string) => `/${folder}${versions.get(route)?.slug ?? (route === '/' ? '/home' : route)}`;
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) => (tag.includes('application/ld+json') ? tag : ''))
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
/** The same page without its hero photo: no image preload, and the first picture (the hero's) gone. */
const withoutHeroPhoto = (html: string) =>
  html.replace(/<link rel="preload" as="image"[^>]*>/g, '').replace(/<picture>[\s\S]*?<\/picture>/, '');
const builtHtml = (route: string) => versions.get(route)?.html ?? readFileSync(path.join(distDir(), route, 'index.html'), 'utf8');
/** Whether a built page loads any script (structured data is not one). */
const loadsScript = (route: string) => {
  const html = builtHtml(route);
  return withoutScripts(html) !== html;
};
/** Whether a built page preloads its hero photo (the largest paint it has): a photo, not a drawing. */
const hasHeroPhoto = (route: string) => /<link rel="preload" as="image"[^>]*\/assets\/photos\//.test(builtHtml(route));
const gateRoutes = chosen ?? [...keyRoutes, ...versions.keys()];
/**
 * Each page beside its zero-JavaScript floor: the same HTML at another address, with no script. The gate
 * pairs only the pages that load a script: a page that loads none is its own floor. With --photo, each
 * page with a hero photo beside the same HTML without it.
 */
const pairRoutes = floor
  ? (chosen ?? ['/', '/hvac-seo', '/contact', '/webinar'])
  : photo
    ? (chosen ?? allRoutes()).filter(hasHeroPhoto)
    : gate
      ? gateRoutes.filter(loadsScript)
      : [];
/**
 * Over HTTP/1.1 Lighthouse's simulated network gives each request that overlaps another a connection of
 * its own, with a handshake: a hero photo fetched beside the stylesheet pays a round trip no visitor pays,
 * as Netlify, Vercel and Cloudflare all answer over HTTP/2 (or 3), one connection for the page's files.
 */
const http2 = args.includes('--http2') || (photo && !args.includes('--http1'));
const copyFolder = photo ? 'no-hero-photo' : 'zero-js-floor';
const copyTransform = photo ? withoutHeroPhoto : withoutScripts;
const floorPairs: [string, string][] = pairRoutes.map((route) => [route, copyAddress(copyFolder, route)]);
const pairedCopy = new Map(floorPairs);
/**
 * Routes measured together, run by run: a page and its floor alternate (page, floor, page, floor...),
 * so both see the same moment of a shared, noisy host, and their ratio compares like with like.
 */
const groups: string[][] =
  floor || photo ? floorPairs : gateRoutes.map((route) => (pairedCopy.has(route) ? [route, pairedCopy.get(route)!] : [route]));
const routes = groups.flat();

/**
 * For the comparisons: a copy of the build with, for each pair, the same prerendered HTML minus every
 * script and module preload (or minus the hero photo). The same server serves both, so only that differs.
 * The gate makes it even where no floor run turns out to be needed: copying and removing the build's
 * 9 MB takes 1-2 s, less than a second server started mid-run would, and a tenth of one Lighthouse run.
 */
function floorBuild(): { env: Record<string, string>; cleanup: () => void } {
  const work = mkdtempSync(path.join(tmpdir(), 'floor-'));
  const dist = path.join(work, 'dist');
  cpSync(distDir(), dist, { recursive: true, preserveTimestamps: true });
  for (const [page, copy] of floorPairs) {
    const html = copyTransform(builtHtml(page));
    mkdirSync(path.join(dist, copy), { recursive: true });
    // Compressed by the server as it sends it, as every page is (src/tooling/precompress.ts).
    writeFileSync(path.join(dist, copy, 'index.html'), html);
  }
  const config = JSON.parse(readFileSync(serveConfigFile(), 'utf8'));
  config.handler.public = dist;
  mkdirSync(path.join(work, '.build'), { recursive: true });
  writeFileSync(path.join(work, '.build', 'dist.serve.json'), JSON.stringify(config));
  return { env: { DIST_DIR: dist }, cleanup: () => rmSync(work, { recursive: true, force: true }) };
}
const served = floorPairs.length ? floorBuild() : { env: {}, cleanup: () => {} };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Over HTTP/2 the browser is told to accept the run's own certificate for 127.0.0.1.
const certificate = http2 ? makeRunCertificate() : { env: {}, cleanup: () => {} };
const protocol = http2 ? 'HTTP/2 over TLS' : 'HTTP/1.1';
const origin = (port: number) => `${http2 ? 'https' : 'http'}://127.0.0.1:${port}`;

const port = Number(process.env.PORT) || (await freePort());
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
  env: { ...process.env, ...served.env, ...certificate.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
  server.on('exit', (code) => reject(new Error(`The server stopped (exit ${code}). Run npm run build first.`)));
});

// Each version the gate measures is what the split serves a counted visitor, or the gate would score the plain page twice:
// asked as Lighthouse asks (its phone's user agent, which the split must not take for a crawler's).
for (const [name, version] of versions) {
  const asLighthouse = { Cookie: version.cookie, 'User-Agent': userAgents.mobile };
  const given = await (await fetch(`${origin(port)}${version.url}`, { headers: asLighthouse })).text();
  if (given !== version.html) {
    server.kill();
    served.cleanup();
    certificate.cleanup();
    throw new Error(`${name}: npm run serve did not give a visitor with the cookies ${version.cookie} that version of the page.`);
  }
}

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  server.kill();
  served.cleanup();
  certificate.cleanup();
  throw new Error(`No Chromium at ${chromePath}. Install it with: apt-get install -y chromium (or set CHROME_PATH).`);
}
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    ...(http2 ? ['--ignore-certificate-errors'] : []),
  ],
});

type Scores = Record<string, number>;
const results: {
  route: string;
  /** In the gate, for a floor copy: the route in whose rounds it was measured. */
  alongside?: string;
  runs: (Scores & {
    lcpMs: number;
    observedLcpMs: number;
    tbtMs: number;
    cls: number;
    bytes: number;
    benchmarkIndex: number;
  })[];
  /** Per run, the element of the largest paint. */
  lcpElements: (string | undefined)[];
  /** Per run, the Performance audits below full marks. */
  lostPerformance: string[][];
  failed: Record<string, string[]>;
  retried: string[];
  /** Per run with a layout shift, what moved (Lighthouse's layout-shifts audit): said, so a shift is read, not outvoted. */
  shifts: string[];
}[] = [];
/** The middle value; a missing measurement (NaN) sorts last, so it can only win when most runs lack it. */
const median = (values: number[]) =>
  [...values].sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b))[Math.floor(values.length / 2)]!;

const measure = async (route: string) => {
  const version = versions.get(route);
  const cookies = version?.cookie ?? cookie;
  return (await lighthouse(`${origin(port)}${version?.url ?? route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...(cookies ? { extraHeaders: { Cookie: cookies } } : {}),
  }))!.lhr;
};
/** The largest paint's element, as Lighthouse names it (its CSS selector and its text). */
const lcpElement = (lhr: Awaited<ReturnType<typeof measure>>) => {
  type Node = { node?: { selector?: string; nodeLabel?: string } };
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Node[] }[] } | undefined)?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 60)}"` : undefined;
};
const incomplete = (lhr: Awaited<ReturnType<typeof measure>>) =>
  Boolean(lhr.runtimeError) || !Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue);

type Entry = (typeof results)[number];
const newEntry = (route: string, alongside?: string): Entry => ({
  route,
  ...(alongside ? { alongside } : {}),
  runs: [],
  lcpElements: [],
  shifts: [],
  lostPerformance: [],
  failed: {},
  retried: [],
});

/** One Lighthouse run of the entry's route, added to its runs (run i + 1 of its route's rounds). */
async function runOnce(entry: Entry, i: number) {
  const route = entry.route;
  let lhr = await measure(route);
  // A run Lighthouse could not complete (it scores 0 and measures nothing) is said and run again once,
  // rather than being outvoted by the median; a second failure is kept, and fails the gate.
  if (incomplete(lhr)) {
    entry.retried.push(`run ${i + 1}: ${lhr.runtimeError?.code ?? 'no metrics'} ${lhr.runtimeError?.message ?? ''}`.trim());
    console.warn(`${route}: Lighthouse run ${i + 1} did not complete (${lhr.runtimeError?.code ?? 'no metrics'}); running it again.`);
    lhr = await measure(route);
  }
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // What cost points, so a red score says why.
  const lostIn = (c: string) =>
    lhr.categories[c]?.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id) ?? [];
  entry.runs.push({
    ...scores,
    lcpMs: Math.round(audit('largest-contentful-paint')),
    // What the browser itself saw, unthrottled: the simulated LCP above counts every request that
    // started before it, even one that cannot delay the paint (a low-priority module script).
    observedLcpMs: Math.round(
      (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
        ?.observedLargestContentfulPaint ?? NaN,
    ),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    // The host's CPU speed as Lighthouse measured it in this run, to read a slow run by.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  });
  // Which element was the largest paint, to read a slow LCP by.
  entry.lcpElements.push(lcpElement(lhr));
  const shifted = entry.runs.at(-1)!.cls;
  if (shifted > 0) {
    type Shift = { node?: { selector?: string; nodeLabel?: string }; score?: number };
    // Each element once, with the sum of its shifts' scores.
    const byElement = new Map<string, number>();
    for (const item of (lhr.audits['layout-shifts']?.details as { items?: Shift[] } | undefined)?.items ?? []) {
      const element = `${item.node?.selector ?? '?'} "${(item.node?.nodeLabel ?? '').slice(0, 60)}"`;
      byElement.set(element, (byElement.get(element) ?? 0) + (item.score ?? 0));
    }
    const moved = [...byElement].map(([element, score]) => `${element} (${score.toFixed(4)})`);
    entry.shifts.push(`run ${i + 1}: CLS ${shifted.toFixed(4)}${moved.length ? `, ${moved.join('; ')}` : ''}`);
  }
  entry.lostPerformance.push(lostIn('performance'));
  for (const c of categories) {
    const lost = lostIn(c);
    if (lost.length) entry.failed[c] = [...new Set([...(entry.failed[c] ?? []), ...lost])];
  }
}

/** The page a floor copy was made from. */
const floorOf = (copy: string) => floorPairs.find(([, c]) => c === copy)?.[0];

/** Keeps an entry's runs for the summary and prints its medians. */
function report(entry: Entry) {
  results.push(entry);
  const of = (key: 'lcpMs' | 'tbtMs' | 'cls' | 'bytes') => median(entry.runs.map((r) => r[key]));
  const line = [
    ...categories.map((c) => `${c} ${median(entry.runs.map((r) => r[c]!))}`),
    ...(categories.includes('performance') ? [`(best ${Math.max(...entry.runs.map((r) => r.performance!))})`] : []),
    `LCP ${of('lcpMs')} ms`,
    `TBT ${of('tbtMs')} ms`,
    `CLS ${of('cls')}`,
    `${Math.round(of('bytes') / 1024)} KB`,
    ...(gate ? [`${entry.runs.length} run${entry.runs.length === 1 ? '' : 's'}`] : []),
  ].join('  ');
  const name = entry.alongside && entry.alongside !== floorOf(entry.route) ? `${entry.route} (beside ${entry.alongside})` : entry.route;
  console.log(`${name.padEnd(40)} ${line}${Object.keys(entry.failed).length ? `  (lost: ${JSON.stringify(entry.failed)})` : ''}`);
  for (const shift of entry.shifts) console.log(`${''.padEnd(40)} layout shift in ${shift}`);
}

try {
  if (gate) {
    // The gate: round after round, the page, then its floor where that round missed Performance 100 (a
    // page without scripts: another page's floor, in turn), until the route's verdict is decided or it has
    // had the cap of runs (routeDecided and floorNeeded in lighthouse-gate.ts).
    let hostCopies = 0;
    for (const route of gateRoutes) {
      const page = newEntry(route);
      const copy = pairedCopy.get(route) ?? (floorPairs.length ? floorPairs[hostCopies++ % floorPairs.length]![1] : undefined);
      const floorRuns = copy ? newEntry(copy, route) : undefined;
      for (let i = 0; !routeDecided(page.runs, minimumScores, runs); i++) {
        await runOnce(page, i);
        if (floorRuns && floorNeeded(page.runs.at(-1)!)) await runOnce(floorRuns, i);
      }
      report(page);
      if (floorRuns?.runs.length) report(floorRuns);
    }
  } else
    for (const group of groups) {
      // A page and its copy alternate (page, copy, page, copy...) for a fixed number of runs.
      const entries = group.map((route) => newEntry(route));
      for (let i = 0; i < runs; i++) for (const entry of entries) await runOnce(entry, i);
      entries.forEach(report);
    }
} finally {
  await chrome.kill();
  server.kill();
  served.cleanup();
  certificate.cleanup();
}

const summary = results.map((r) => ({
  route: r.route,
  ...(r.alongside ? { alongside: r.alongside } : {}),
  // The gate stops a route once its verdict is decided, so its routes may have had different numbers of runs.
  runCount: r.runs.length,
  median: Object.fromEntries(
    [...categories, 'lcpMs', 'observedLcpMs', 'tbtMs', 'cls', 'bytes'].map((k) => [
      k,
      median(r.runs.map((run) => run[k as keyof typeof run] as number)),
    ]),
  ),
  // The best run's Performance, which is what the gate reads (see lighthouse-gate.ts).
  best: { performance: Math.max(...r.runs.map((run) => run.performance as number)) },
  runs: r.runs,
  lcpElements: r.lcpElements,
  failedAudits: r.failed,
  retriedRuns: r.retried,
  layoutShifts: r.shifts,
}));
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
if (floor) {
  const byRoute = new Map(summary.map((r) => [r.route, r.median]));
  const rows = floorPairs.map(([page, copy]) => {
    const withJs = byRoute.get(page)!;
    const noJs = byRoute.get(copy)!;
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    return {
      page,
      performance: withJs.performance,
      lcpMs: withJs.lcpMs,
      floorLcpMs: noJs.lcpMs,
      lcpRatio: ratio(withJs.lcpMs!, noJs.lcpMs!),
      observedLcpMs: withJs.observedLcpMs,
      floorObservedLcpMs: noJs.observedLcpMs,
      tbtMs: withJs.tbtMs,
      floorTbtMs: noJs.tbtMs,
      bytes: withJs.bytes,
      floorBytes: noJs.bytes,
      bytesRatio: ratio(withJs.bytes!, noJs.bytes!),
    };
  });
  console.log(
    `\n${'page'.padEnd(40)} perf  LCP (JS / floor / ratio)    TBT (JS / floor)   transferred (JS / floor / ratio)   observed LCP (JS / floor)`,
  );
  for (const r of rows)
    console.log(
      `${r.page.padEnd(40)} ${String(r.performance).padEnd(5)} ${r.lcpMs} / ${r.floorLcpMs} ms / ${r.lcpRatio}`.padEnd(78) +
        `${r.tbtMs} / ${r.floorTbtMs} ms`.padEnd(19) +
        `${Math.round(r.bytes! / 1024)} / ${Math.round(r.floorBytes! / 1024)} KB / ${r.bytesRatio}`.padEnd(34) +
        `${r.observedLcpMs} / ${r.floorObservedLcpMs} ms`,
    );
  writeFileSync(
    path.join(root, 'bench-results', 'floor.json'),
    `${JSON.stringify({ runsPerRoute: runs, protocol, rows, results: summary }, null, 2)}\n`,
  );
} else if (photo) {
  // What a hero photo costs: the page's LCP (median) beside the same page without the photo, and the best
  // run's Performance (the target: 100, with LCP at most 1.1x the page without it).
  const byRoute = new Map(summary.map((r) => [r.route, r]));
  const rows = floorPairs.map(([page, copy]) => {
    const withPhoto = byRoute.get(page)!;
    const without = byRoute.get(copy)!;
    return {
      page,
      bestPerformance: withPhoto.best.performance,
      bestPerformanceWithout: without.best.performance,
      lcpMs: withPhoto.median.lcpMs!,
      lcpMsWithout: without.median.lcpMs!,
      lcpRatio: Math.round((withPhoto.median.lcpMs! / without.median.lcpMs!) * 100) / 100,
      bytes: withPhoto.median.bytes!,
      bytesWithout: without.median.bytes!,
    };
  });
  console.log(`\n${'page'.padEnd(40)} best perf (photo / none)   LCP median (photo / none / ratio)   transferred (photo / none)`);
  for (const r of rows)
    console.log(
      `${r.page.padEnd(40)} ${`${r.bestPerformance} / ${r.bestPerformanceWithout}`.padEnd(26)} ${`${r.lcpMs} / ${r.lcpMsWithout} ms / ${r.lcpRatio}`.padEnd(35)} ${Math.round(r.bytes / 1024)} / ${Math.round(r.bytesWithout / 1024)} KB`,
    );
  writeFileSync(
    path.join(root, 'bench-results', 'photo-hero.json'),
    `${JSON.stringify({ runsPerRoute: runs, protocol, rows, results: summary }, null, 2)}\n`,
  );
} else {
  writeFileSync(
    path.join(root, 'bench-results', 'lighthouse.json'),
    `${JSON.stringify({ ...(gate ? { maxRunsPerRoute: runs } : { runsPerRoute: runs }), protocol, categories, results: summary }, null, 2)}\n`,
  );
}
const runCount = results.reduce((sum, r) => sum + r.runs.length, 0);
console.log(
  `\n${gate ? `${results.length} routes, ${runCount} runs (at most ${runs} a route)` : `${routes.length} routes x ${runs} runs`}, served over ${protocol}; scores in bench-results/${floor ? 'floor' : photo ? 'photo-hero' : 'lighthouse'}.json`,
);
if (gate) {
  const asGateRuns = (entry: (typeof results)[number] | undefined): GateRun[] =>
    (entry?.runs ?? []).map((run, i) => ({
      performance: run.performance!,
      tbtMs: run.tbtMs,
      lostPerformance: entry!.lostPerformance[i] ?? [],
    }));
  // A page's floor runs are those measured in its own rounds, never another page's.
  const judged = summary
    .filter((r) => !r.alongside)
    .map((r) => ({
      ...r,
      runs: asGateRuns(results.find((e) => e.route === r.route && !e.alongside)),
      scripts: pairedCopy.has(r.route),
      floorRuns: asGateRuns(results.find((e) => e.alongside === r.route)),
    }));
  console.log('\nWhat each route was held to:');
  for (const r of judged) console.log(`  ${r.route.padEnd(40)} ${gateBasis(r)}`);
  const failures = lighthouseFailures(judged);
  if (failures.length) {
    console.error(`\nLighthouse gate: ${failures.length} failure(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    'Lighthouse gate passed: every key route at Performance 100 in its best run, or where this host keeps even its script-free HTML below 100, at its floor; Accessibility, Best Practices and SEO 100 and CLS 0 (median).',
  );
}
