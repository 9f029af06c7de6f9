// npm run build: the whole site into the build folder (dist/), and again after an edit only what the edit
// can reach. Every file of the build is kept by content in the build cache (one folder, .cache/build/…;
// see store.ts) with what it was made from (state.json), and the build folder is linked from it:
// - the client build (Vite: the stylesheet, the island loader, the islands' code and public/) and the page
//   studio on the web are made again only when the code key changes (inputs.ts: the code, the schemas,
//   public/, the packages and the build's settings);
// - a page is rendered again only when its page key changes: the code key, the asset tags, the site config
//   as resolved (its menus and footer are filled in from the pages' cards, so a change to a card reaches
//   every page) and the page's own data as resolved (an index's cards are filled in from the pages it
//   lists, so a change to one reaches the index);
// - the site's version (the commit, src/tooling/site-version.ts) is in no key but those of the pages whose
//   HTML holds it (the pages with a lead form): a render holds a slot for it (so validation's renders
//   serve any commit), filled in as the page is stored, and such a page alone is made again when it changes;
// - the files every build writes from the whole site (sitemap, redirects, headers) are made each time, and
//   compressed only when their content changed;
// - an experimenting page's counted copies (the control and each variant, src/core/experiment-pages.ts) are
//   rendered again, like a page, only when their key changes (the copy's page as resolved and its lead
//   origin). They are never files of the build folder: they go into the local server's rules and, when
//   asked (edgeFunctionsDir), into the Edge Function module the host bundles (experiments.ts), written
//   from the whole site each build, and removed when no page experiments.
// A build without the cache (or after it was removed) is a full build, and both give the same bytes.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../../generated/site.ts';
import type { PageData } from '../../core/page-data.ts';
import { siteSitemap } from '../../core/sitemap.ts';
import type { SplitPage } from '../../core/edge-split.ts';
import { experimentPages, splitPage } from '../../core/experiment-pages.ts';
import { plural } from '../../core/words.ts';
import { nodeCore } from '../content/node-host.ts';
import { siteToBuild } from '../content/to-build.ts';
import { edgeModule, edgeModuleName } from './edge-module.ts';
import {
  assetCacheHeader,
  documentsAmongAssets,
  headersFile,
  redirectStub,
  redirectsFile,
  robotsTxt,
  sectionNotFound,
  securityHeaders,
  serveSections,
  speculationRules,
  vercelConfig,
  webManifest,
} from '../hosting.ts';
import { manifestFile } from '../paths.ts';
import { asSent, encodings } from '../precompress.ts';
import { attachPhotos } from '../photos/attach.ts';
import { photoCacheDir, photosDir as projectPhotosDir, photoServeHeaders, photoUrlPrefix } from '../photos/folders.ts';
import { assetTags, type AssetTags } from './assets.ts';
import { codeDigest, codeKey, digest, filesUnder } from './inputs.ts';
import { RenderCache } from './render-cache.ts';
import { Renderers } from './renderers.ts';
import { workerBundle } from './worker-bundle.ts';
import { runTool } from './tools.ts';
import { pagesSnapshot } from './pages-snapshot.ts';
import { siteVersion } from '../site-version.ts';
import type { RenderTask } from './render-worker.ts';
import { effortFor, linkBuild, Store, type Effort, type Output } from './store.ts';

export interface BuildOptions {
  /** The project: its code, public/ and packages. */
  root: string;
  pagesDir: string;
  publicDir: string;
  /** The build folder. */
  dist: string;
  /** Where the local server's rules go (outside dist, never served). */
  serveConfigFile: string;
  /** SITE_URL, FORM_ENDPOINT, FORM_ACCESS_KEY and NODE_ENV are read from it, and the site's version (SITE_VERSION, COMMIT_REF). */
  env: Readonly<Record<string, string | undefined>>;
  /** The build cache; by default .cache/build/<dist's name>-<digest of its path> in the project. */
  cacheDir?: string;
  /** The renders shared with validation; by default .cache/render/ in the project. */
  renderCacheDir?: string;
  /** Each page file's own check, kept between builds and shared with validation; by default .cache/checks/ in the project. */
  checkCacheDir?: string;
  photosDir?: string;
  /** Prints a line of progress. */
  print?: (line: string) => void;
  /** What makes the client build and the page studio into a folder; by default Vite and scripts/build-studio.ts, each in a process of its own. */
  tools?: Partial<BuildTools>;
  /** The code key; by default made from `root` (inputs.ts). */
  codeKey?: string;
  /** How many renderer threads: 0 renders in this one. By default one for an edit, one a core for a full build. */
  workers?: number;
  /** Where the host's Edge Functions are (netlify/edge-functions): the split's module is written there. None by default. */
  edgeFunctionsDir?: string;
}

export interface BuildTools {
  client: (outDir: string) => Promise<void>;
  studio: (outDir: string) => Promise<void>;
}

export interface BuildReport {
  /** 0 when built, 1 when the pages stopped the build (the problems were printed). */
  code: 0 | 1;
  full: boolean;
  pages: number;
  rendered: number;
  /** Of experiments' counted copies, how many were rendered (the others were unchanged). */
  experimentCopies: number;
  /** Of those, how many came from the render cache (rendered by validation). */
  reused: number;
  /** How many page files were checked again (the others' checks were kept from an earlier build or validation). */
  checked: number;
  clientBuilt: boolean;
  studioBuilt: boolean;
  linked: number;
  ms: number;
  /** How long each step took, in order (npm run build -- --timings prints them). */
  steps: [string, number][];
}

/** What the cache keeps of the last build, beside the stored files. */
interface State {
  version: 4;
  client?: { key: string; outputs: Record<string, Output>; assets: AssetTags; manifest: string };
  studio?: { key: string; outputs: Record<string, Output> };
  /** Each page's file; `siteVersion` is the version its HTML holds, for a page with a lead form. */
  pages: Record<string, { key: string; file: string; render: string; output: Output; siteVersion?: string }>;
  /** Each experiment's counted copies, by the page's address and the copy's name (address, tab, name). */
  copies: Record<string, { key: string; render: string; output: Output }>;
  /** Every other file of the build: the client build's, the studio's, the photos and the site's files. */
  others: Record<string, Output>;
  /** Every file of the build folder: its path in it and its name in the store. */
  files: Record<string, string>;
  /** Which folder the build folder was (made again since, it holds nothing of this build). */
  dist: string;
}

const stateVersion = 4;

/** The default build cache of a build folder. */
export function buildCacheDir(root: string, dist: string): string {
  const resolved = path.resolve(dist);
  return path.join(root, '.cache', 'build', `${path.basename(resolved)}-${digest(resolved).slice(0, 8)}`);
}

function readState(file: string): State | undefined {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as State;
    return state.version === stateVersion ? state : undefined;
  } catch {
    return undefined;
  }
}

/** The renders the other builds whose caches sit beside this one's use, as their states say. */
function rendersOfOtherBuilds(cacheDir: string): string[] {
  const parent = path.dirname(cacheDir);
  let folders: string[];
  try {
    folders = readdirSync(parent);
  } catch {
    return [];
  }
  return folders
    .filter((folder) => path.join(parent, folder) !== path.resolve(cacheDir))
    .flatMap((folder) => Object.values(readState(path.join(parent, folder, 'state.json'))?.pages ?? {}).map((page) => page.render));
}

/** Stores every file of a folder under `prefix` in the build. */
function storeFolder(
  store: Store,
  folder: string,
  prefix = '',
  effortOf: (file: string) => Effort | undefined = effortFor,
): Record<string, Output> {
  const outputs: Record<string, Output> = {};
  for (const file of filesUnder(folder)) outputs[`${prefix}${file}`] = store.putFile(path.join(folder, file), effortOf(file));
  return outputs;
}

export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const startedAt = Date.now();
  const steps: [string, number][] = [];
  let last = started;
  const step = (name: string) => {
    const now = performance.now();
    steps.push([name, Math.round(now - last)]);
    last = now;
  };
  const print = options.print ?? console.log;
  const { root, dist, env } = options;
  const cacheDir = options.cacheDir ?? buildCacheDir(root, dist);
  const stateFile = path.join(cacheDir, 'state.json');
  const store = new Store(path.join(cacheDir, 'files'));
  const renders = new RenderCache(options.renderCacheDir);
  // A build that stopped halfway leaves its mark: the store may hold a file written in part, so it starts again.
  const running = path.join(cacheDir, 'building');
  const interrupted = existsSync(running);
  if (interrupted) rmSync(store.dir, { recursive: true, force: true });
  const before = interrupted ? undefined : readState(stateFile);
  const full = !before;
  const tool = (name: string) => path.join(root, 'node_modules', '.bin', name);
  const tools: BuildTools = {
    client: (outDir) =>
      runTool(tool('vite'), ['build', '--logLevel', 'warn'], { cwd: root, env: { ...process.env, ...env, DIST_DIR: outDir } }),
    studio: (outDir) =>
      runTool(process.execPath, [path.join(root, 'scripts', 'run.mjs'), path.join(root, 'scripts', 'build-studio.ts')], {
        cwd: root,
        env: { ...process.env, ...env, DIST_DIR: outDir, PAGES_DIR: options.pagesDir },
      }),
    ...options.tools,
  };
  const code = codeDigest(root);
  const key = options.codeKey ?? codeKey(root, env, code);
  const version = siteVersion(env, root);

  // A full build starts from an empty build folder, so it holds what this build makes and nothing else.
  if (full) rmSync(dist, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(running, `${process.pid}\n`);

  // The client build and the studio, in processes of their own, while the pages are checked and rendered.
  const clientDir = path.join(cacheDir, 'client');
  const client: Promise<NonNullable<State['client']>> =
    before?.client?.key === key
      ? Promise.resolve(before.client)
      : tools.client(clientDir).then(() => ({
          key,
          outputs: storeFolder(store, clientDir),
          assets: assetTags(clientDir),
          manifest: readFileSync(manifestFile(clientDir), 'utf8'),
        }));
  const siteText = readFileSync(path.join(options.pagesDir, '_site.json'), 'utf8');
  const studioKey = digest(key, studioSettings(siteText));
  const studioDir = path.join(cacheDir, 'studio');
  const studio: Promise<NonNullable<State['studio']>> =
    before?.studio?.key === studioKey
      ? Promise.resolve(before.studio)
      : // Compressed fast: only editors download it, once per deploy, and the best settings cost a second of every build.
        tools
          .studio(studioDir)
          .then(() => ({ key: studioKey, outputs: storeFolder(store, studioDir, '', (file) => effortFor(file) && 'fast') }));
  // Both may fail while the pages are checked; the failure is reported when they are awaited.
  client.catch(() => undefined);
  studio.catch(() => undefined);

  // One renderer for an edit or two, one per core for a full build (more join when many pages changed).
  const cores = Math.max(1, Math.min(availableParallelism(), 4));
  const threads = options.workers ?? (full ? cores : 1);
  let bundle: Promise<string> | undefined;
  const renderers = new Renderers(threads, () => (bundle ??= workerBundle(root, code)));
  try {
    const { content, stop } = siteToBuild({
      pagesDir: options.pagesDir,
      publicDir: options.publicDir,
      env,
      ...(options.photosDir ? { photosDir: options.photosDir } : {}),
      // Each page file's own check is kept between builds (and shared with validation): an unchanged file is not checked again.
      keepChecks: { folder: options.checkCacheDir ?? path.join(root, '.cache', 'checks'), code },
    });
    if (stop || !content.site) {
      for (const line of stop ?? []) print(line);
      await Promise.allSettled([client, studio]);
      // Nothing was written in part: the client build and the studio store their files whole.
      rmSync(running, { force: true });
      return {
        code: 1,
        full,
        pages: 0,
        rendered: 0,
        experimentCopies: 0,
        reused: 0,
        checked: content.checkedAgain ?? 0,
        clientBuilt: false,
        studioBuilt: false,
        linked: 0,
        ms: Math.round(performance.now() - started),
        steps,
      };
    }
    const site = content.site;
    const pages = content.rendered;
    step('check the pages');

    // Photos first: each page names its photos' encoded files, which the photo step gives it.
    const photosOut = path.join(cacheDir, 'photos');
    rmSync(photosOut, { recursive: true, force: true });
    const photoReport = await attachPhotos(pages.values(), {
      photosDir: options.photosDir ?? projectPhotosDir,
      cacheDir: photoCacheDir,
      outDir: photosOut,
      urlPrefix: photoUrlPrefix,
    });
    const photoOutputs = storeFolder(store, photosOut, photoUrlPrefix.slice(1));

    step('photos');
    const clientBuild = await client;
    step('client build');
    const siteJson = JSON.stringify(site);
    const siteKey = RenderCache.siteKey(key, siteJson);
    const assetsKey = digest(clientBuild.assets.head, clientBuild.assets.islands);
    const pageOutputs: State['pages'] = {};
    const tasks: (RenderTask & { key: string; file: string })[] = [];
    const consider = (route: string, file: string, page?: PageData) => {
      const json = page && JSON.stringify(page);
      const render = RenderCache.key(siteKey, route, json ?? '');
      const pageKey = digest(assetsKey, render, file);
      const last = before?.pages[route];
      // A page whose HTML holds the version is made again when the version changes.
      if (last && last.key === pageKey && (last.siteVersion === undefined || last.siteVersion === version)) pageOutputs[route] = last;
      else tasks.push({ route, key: pageKey, file, render, ...(json === undefined ? {} : { page: json }) });
    };
    for (const [route, page] of pages) consider(route, path.posix.join(route.slice(1), 'index.html'), page);
    // Unknown addresses get 404.html; unknown case studies get their own not-found page, which a host
    // serves for any missing path under /case-studies/ (the nearest 404.html up the folder tree).
    for (const [route, file] of [
      ['/404', '404.html'],
      ...sectionNotFound.map((rule) => [`${rule.prefix}404`, rule.file.slice(1)]),
    ] as const)
      consider(route, file);

    step('page keys');
    if (options.workers === undefined && tasks.length > 200) renderers.grow(cores);
    const job = { store: store.dir, renders: renders.dir, site: siteJson, assets: clientBuild.assets, version };
    const rendered = threads ? await renderers.render(job, tasks) : (await import('./render-worker.ts')).renderJob({ ...job, tasks });
    const byRoute = new Map(tasks.map((task) => [task.route, task]));
    for (const result of rendered) {
      const task = byRoute.get(result.route)!;
      const expected = task.page === undefined ? 404 : 200;
      if (result.status !== expected) throw new Error(`${task.route} rendered with status ${result.status}, expected ${expected}`);
      pageOutputs[task.route] = {
        key: task.key,
        file: task.file,
        render: task.render,
        output: result.output,
        ...(result.versioned ? { siteVersion: version } : {}),
      };
    }

    // Each experimenting page's counted copies: the same address as the page, each with its lead origin.
    const experiments = experimentPages(nodeCore.blocks, site, content.pages, pages, content.caseStudies);
    const copyOutputs: State['copies'] = {};
    const copyTasks: (RenderTask & { key: string; id: string })[] = [];
    for (const { path: route, experiment, copies } of experiments)
      for (const copy of copies) {
        const id = `${route}\t${copy.variant}`;
        const origin = { page: route, version, experiment: { id: experiment.id, variant: copy.variant } };
        const json = JSON.stringify(copy.page);
        const render = RenderCache.key(siteKey, `${route}\n${JSON.stringify(origin)}`, json);
        const copyKey = digest(assetsKey, render);
        const last = before?.copies[id];
        if (last && last.key === copyKey) copyOutputs[id] = last;
        else copyTasks.push({ id, route, key: copyKey, render, page: json, origin });
      }
    const copiesRendered = threads
      ? await renderers.render(job, copyTasks)
      : (await import('./render-worker.ts')).renderJob({ ...job, tasks: copyTasks });
    const copyByRender = new Map(copyTasks.map((task) => [task.render, task]));
    for (const result of copiesRendered) {
      const task = copyByRender.get(result.render)!;
      copyOutputs[task.id] = { key: task.key, render: task.render, output: result.output };
    }
    // Each copy with its brotli and gzip copies, so the split sends them compressed as the host sends pages.
    const split: SplitPage[] = experiments.map((page) => {
      const made = splitPage(page, (variant) => readFileSync(store.file(copyOutputs[`${page.path}\t${variant}`]!.output.hash), 'utf8'));
      for (const arm of made.arms) {
        const html = readFileSync(store.file(copyOutputs[`${page.path}\t${arm.variant}`]!.output.hash));
        arm.encoded = Object.fromEntries(encodings.map(({ name }) => [name, asSent(html, 'index.html', name).toString('base64')]));
      }
      return made;
    });

    const reused = rendered.filter((result) => result.reused).length;
    step('render');
    // The files made from the whole site, each time (they are small); compressed only when they changed.
    const siteOutputs: Record<string, Output> = {};
    const put = (file: string, text: string) => (siteOutputs[file] = store.put(text, effortFor(file)));
    put('sitemap.xml', siteSitemap(site.baseUrl, pages));
    put('robots.txt', robotsTxt(site.baseUrl));
    put(speculationRules.path.slice(1), `${JSON.stringify(speculationRules.rules, null, 2)}\n`);
    put('site.webmanifest', webManifest(site));
    put('_redirects', redirectsFile(site));
    // The one inline script, the island loader, is allowed by its hash.
    put('_headers', headersFile(site, [clientBuild.assets.loader]));
    put('vercel.json', vercelConfig(site, [clientBuild.assets.loader]));
    for (const rule of site.redirects) put(path.posix.join(rule.from.slice(1), 'index.html'), redirectStub(site, rule.to));
    // The pages as this build saw them, one file each by its blob sha, for the studio on the web's first read.
    Object.assign(
      siteOutputs,
      pagesSnapshot(
        options.pagesDir,
        path.join(cacheDir, 'snapshot-shas.json'),
        (file) => before?.others[file],
        (text) => store.put(text, undefined),
      ),
    );

    step('site files');
    const studioBuild = await studio;
    step('page studio');
    const outputs = new Map<string, Output>();
    for (const group of [clientBuild.outputs, photoOutputs, studioBuild.outputs, siteOutputs])
      for (const [file, output] of Object.entries(group)) outputs.set(file, output);
    for (const { file, output } of Object.values(pageOutputs)) outputs.set(file, output);

    // Assets are served without the page policy, so nothing there may be a document a browser would open.
    const assetsPrefix = assetCacheHeader.path.slice(1);
    const documents = documentsAmongAssets(
      [...outputs.keys()].filter((file) => file.startsWith(assetsPrefix)).map((file) => file.slice(assetsPrefix.length)),
    );
    if (documents.length)
      throw new Error(
        `${documents.map((file) => path.join(assetCacheHeader.path, file)).join(', ')}: a document under ${assetCacheHeader.path} would be served without the site's Content-Security-Policy; put it in public/ instead.`,
      );

    const beforeFiles = new Map(Object.entries(before?.files ?? {}));
    const files = new Map<string, string>();
    for (const [file, output] of outputs) for (const [name, stored] of store.filesOf(file, output, beforeFiles)) files.set(name, stored);
    step('outputs');
    const linked = linkBuild(store, dist, files, beforeFiles, before?.dist === folderIdentity(dist));
    step('link');

    // Beside the build folder, never in it: the client build's manifest (the budgets read it) and the local server's rules.
    mkdirSync(path.dirname(manifestFile(dist)), { recursive: true });
    writeFileSync(manifestFile(dist), clientBuild.manifest);
    writeServeConfig(options.serveConfigFile, dist, site, clientBuild.assets, split);
    if (options.edgeFunctionsDir) writeEdgeModule(options.edgeFunctionsDir, split, securityHeaders(site, [clientBuild.assets.loader]));

    const others = { ...clientBuild.outputs, ...photoOutputs, ...studioBuild.outputs, ...siteOutputs };
    const state: State = {
      version: stateVersion,
      client: clientBuild,
      studio: studioBuild,
      pages: pageOutputs,
      copies: copyOutputs,
      others,
      files: Object.fromEntries(files),
      dist: folderIdentity(dist),
    };
    // The state goes last, once the build folder holds what it says, and whole (written aside, then renamed).
    writeFileSync(`${stateFile}.partial`, JSON.stringify(state));
    renameSync(`${stateFile}.partial`, stateFile);
    // What the last build stored and this one does not use goes; a full build clears anything else too.
    const keep = new Set([...outputs.values(), ...Object.values(copyOutputs).map((copy) => copy.output)].flatMap(Store.namesOf));
    const current = new Set([...Object.values(pageOutputs), ...Object.values(copyOutputs)].map((page) => page.render));
    if (before)
      renders.remove(
        [...Object.values(before.pages), ...Object.values(before.copies)].flatMap((page) =>
          current.has(page.render) ? [] : [page.render],
        ),
      );
    // A full build also forgets the renders no build uses any more (of pages since edited or gone, of code
    // since changed), keeping those the other builds beside this one use (another dist/, say), so the render
    // cache does not grow with every version of every page.
    else renders.prune(new Set([...current, ...rendersOfOtherBuilds(cacheDir)]), startedAt);
    if (before)
      store.remove(
        [...Object.values(before.pages), ...Object.values(before.copies)]
          .map((page) => page.output)
          .concat(Object.values(before.others))
          .flatMap(Store.namesOf)
          .filter((name) => !keep.has(name)),
      );
    else store.remove(store.names().filter((name) => !keep.has(name)));
    rmSync(running, { force: true });
    step('state and prune');

    print(
      `Photos: ${photoReport.photos} (${photoReport.encoded} encoded, ${photoReport.fromCache} from the cache), ${photoReport.files} files.`,
    );
    const ms = Math.round(performance.now() - started);
    print(
      `${full ? 'Built' : 'Rebuilt'} ${pages.size} pages and their not-found pages in ${ms} ms: ${plural(content.checkedAgain ?? 0, 'page file')} checked, ${tasks.length} rendered${reused ? ` (${reused} as validation rendered them)` : ''}, ${Object.keys(pageOutputs).length - tasks.length} unchanged; ` +
        `client build ${before?.client?.key === key ? 'unchanged' : 'made'}, page studio ${before?.studio?.key === studioKey ? 'unchanged' : 'made'}; ${linked} files written to ${path.basename(dist)}/.`,
    );
    return {
      code: 0,
      full,
      pages: pages.size,
      rendered: tasks.length,
      experimentCopies: copyTasks.length,
      reused,
      checked: content.checkedAgain ?? 0,
      clientBuilt: before?.client?.key !== key,
      studioBuilt: before?.studio?.key !== studioKey,
      linked,
      ms,
      steps,
    };
  } finally {
    await renderers.close();
  }
}

/** Which folder this is: a folder removed and made again is another, though it has the same name. */
function folderIdentity(folder: string): string {
  try {
    const stat = statSync(folder, { bigint: true });
    return `${stat.dev}:${stat.ino}:${stat.birthtimeNs}`;
  } catch {
    return '';
  }
}

/** What the page studio on the web is built from in the site config: its names and settings (or the text, when it is not JSON). */
function studioSettings(siteText: string): string {
  try {
    const site = JSON.parse(siteText) as Partial<SiteConfig>;
    return JSON.stringify([site.brand ?? null, site.studio ?? null]);
  } catch {
    return siteText;
  }
}

/** The local server's rules (npm run serve), outside dist/, so they are never served as a file. */
function writeServeConfig(file: string, dist: string, site: SiteConfig, assets: AssetTags, experiments: SplitPage[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify(
      {
        handler: {
          public: dist,
          cleanUrls: true,
          trailingSlash: false,
          directoryListing: false,
          redirects: site.redirects.map((r) => ({ source: r.from, destination: r.to, type: 301 })),
          // The browser reads a rules file only with its own media type, which no file extension maps to.
          headers: [
            { source: speculationRules.path, headers: [{ key: 'Content-Type', value: speculationRules.contentType }] },
            ...photoServeHeaders,
          ],
        },
        // Missing paths under a prefix get that section's own not-found page.
        notFound: sectionNotFound,
        headers: securityHeaders(site, [assets.loader]),
        assetCache: assetCacheHeader,
        // The page studio on the web, its own policy, and assets.
        sections: serveSections(site),
        // The experimenting pages' counted copies, which the local server splits as the host's Edge Function does.
        experiments,
      },
      null,
      2,
    ),
  );
}

/** The split's Edge Function module, written only when it changed; removed when no page experiments. */
function writeEdgeModule(folder: string, split: SplitPage[], headers: Record<string, string>): void {
  const file = path.join(folder, edgeModuleName);
  if (!split.length) return rmSync(file, { force: true });
  const text = edgeModule(split, headers);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, text);
}
