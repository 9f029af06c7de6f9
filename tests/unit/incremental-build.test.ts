// An incremental build gives the same bytes as a full build (src/tooling/build/site-build.ts). Random
// sequences of edits (a page's text, its card, the site config, a photo, the code, a new commit (the
// site's version, SITE_VERSION), pages added, moved, renamed, removed, a page file broken and fixed, an
// experiment's variant) are applied to a copy of the site; the build runs after
// each edit with its cache, and at the end of each sequence a full build without a cache is compared with
// it, file by file. The sequences come from a seed (BUILD_SEED; BUILD_SEQUENCES says how many): npm test
// runs 6 from seed 1 (about 15 s); BUILD_SEQUENCES=200 BUILD_SEED=47 ran 200 in 4.5 minutes, every one equal.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildOptions, type BuildTools } from '../../src/tooling/build/site-build.ts';
import { manifestFile, publicDir, root } from '../../src/tooling/paths.ts';
import { snapshotFolder } from '../../src/tooling/build/pages-snapshot.ts';
import { gitBlobSha } from '../../src/studio/github/client/blobs.ts';
import { photosDir as projectPhotos } from '../../src/tooling/photos/folders.ts';

const sequences = Number(process.env.BUILD_SEQUENCES ?? 6);
const seed = Number(process.env.BUILD_SEED ?? 1);
const work = mkdtempSync(path.join(tmpdir(), 'incremental-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A small fast generator of numbers in [0, 1) from a seed (mulberry32), so a failing sequence can be run again. */
function random(start: number): () => number {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Stands in for Vite: a stylesheet and an island loader named by the code's version, as Vite names files
 * by their content, so a change to the code changes what every page links to.
 */
const tools = (version: () => number): BuildTools => ({
  client: async (outDir) => {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    const v = version();
    writeFileSync(path.join(outDir, 'assets', `styles-${v}.css`), `body{--v:${v}}`);
    writeFileSync(path.join(outDir, 'assets', `entry-${v}.js`), `console.log(${v});`);
    writeFileSync(path.join(outDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const manifest = {
      'src/islands/entry.ts': { file: `assets/entry-${v}.js`, isEntry: true },
      'src/styles.css': { file: `assets/styles-${v}.css`, isEntry: true },
    };
    mkdirSync(path.dirname(manifestFile(outDir)), { recursive: true });
    writeFileSync(manifestFile(outDir), JSON.stringify(manifest));
  },
  studio: async (outDir) => {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(path.join(outDir, 'studio'), { recursive: true });
    writeFileSync(path.join(outDir, 'studio', 'index.html'), `<!doctype html><title>Studio ${version()}</title>`);
  },
});

/** Every file of a folder by its path, with a digest of its bytes. */
function tree(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[]) {
    const at = path.join(folder, file);
    if (statSync(at).isFile()) files[file] = createHash('sha256').update(readFileSync(at)).digest('hex');
  }
  return files;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const toggle = (text: string, suffix: string) => (text.endsWith(suffix) ? text.slice(0, -suffix.length) : `${text}${suffix}`);

/** A build of `pagesDir` into a folder of its own under the test's work folder, with the stand-in tools; `env` and `codeKey` as given. */
const buildIn = (pagesDir: string, name: string, env: Record<string, string>, codeKey: string): BuildOptions => ({
  root,
  pagesDir,
  publicDir,
  dist: path.join(work, name, 'dist'),
  serveConfigFile: path.join(work, name, 'serve.json'),
  cacheDir: path.join(work, name, 'cache'),
  renderCacheDir: path.join(work, name, 'renders'),
  checkCacheDir: path.join(work, name, 'checks'),
  env,
  tools: tools(() => 1),
  codeKey,
  workers: 0,
  print: () => undefined,
});

describe('the pages snapshot of the studio on the web', () => {
  it('has each page as this build saw it, by its blob sha, after an edit that builds nothing of the studio again, as a full build does', async () => {
    const pagesDir = path.join(work, 'snapshot-pages');
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    const options = (name: string) => buildIn(pagesDir, name, { NODE_ENV: 'production' }, 'snapshot code');
    const snapshot = (name: string) => {
      const folder = path.join(work, name, 'dist', snapshotFolder);
      return Object.fromEntries(readdirSync(folder).map((file) => [file, readFileSync(path.join(folder, file), 'utf8')]));
    };
    const pageFiles = () =>
      readdirSync(pagesDir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.json'));
    expect((await buildSite(options('snapshot-edited'))).code).toBe(0);
    // Named by the sha the studio computes for the file, holding its text.
    const hvac = readFileSync(path.join(pagesDir, 'industries', 'hvac-seo.json'), 'utf8');
    expect(snapshot('snapshot-edited')[`${await gitBlobSha(hvac)}.json`]).toBe(hvac);
    const file = path.join(pagesDir, 'about.json');
    const about = readJson(file) as { blocks: { title: string }[] };
    about.blocks[0]!.title = `${about.blocks[0]!.title} Today`;
    const edited = `${JSON.stringify(about, null, 2)}\n`;
    writeFileSync(file, edited);
    const again = await buildSite(options('snapshot-edited'));
    expect([again.code, again.studioBuilt]).toEqual([0, false]);
    expect(snapshot('snapshot-edited')[`${await gitBlobSha(edited)}.json`]).toBe(edited);
    expect(Object.keys(snapshot('snapshot-edited'))).toHaveLength(
      new Set(pageFiles().map((f) => readFileSync(path.join(pagesDir, f), 'utf8'))).size,
    );
    expect((await buildSite(options('snapshot-full'))).code).toBe(0);
    expect(tree(path.join(work, 'snapshot-edited', 'dist'))).toEqual(tree(path.join(work, 'snapshot-full', 'dist')));
  });
});

describe('the incremental build', () => {
  it(`gives the bytes of a full build after each of ${sequences} random sequences of edits (seed ${seed})`, async () => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const pagesDir = path.join(work, 'pages');
    const photosDir = path.join(work, 'photos');
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    cpSync(projectPhotos, photosDir, { recursive: true });
    mkdirSync(path.join(pagesDir, 'generated'));
    let version = 1;
    let commit = 1;
    const common = (name: string): BuildOptions => ({
      root,
      pagesDir,
      publicDir,
      photosDir,
      dist: path.join(work, name, 'dist'),
      serveConfigFile: path.join(work, name, 'serve.json'),
      edgeFunctionsDir: path.join(work, name, 'edge'),
      cacheDir: path.join(work, name, 'cache'),
      renderCacheDir: path.join(work, name, 'renders'),
      // The full build checks every file afresh (its folder goes before each); the incremental one keeps the checks of unchanged files.
      checkCacheDir: path.join(work, name, 'checks'),
      env: { NODE_ENV: 'production', SITE_VERSION: `commit-${commit}` },
      tools: tools(() => version),
      codeKey: `code ${version}`,
      workers: 0,
      print: (line) => printed.push(line),
    });
    const printed: string[] = [];

    const template = readJson(path.join(pagesDir, 'industries', 'hvac-seo.json'));
    let made = 0;
    const generated = () => readdirSync(path.join(pagesDir, 'generated'));
    const contentPages = () =>
      (readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }) as string[]).filter(
        (f) => f.endsWith('.json') && !path.basename(f).startsWith('_'),
      );
    const withCard = () => contentPages().filter((f) => readJson(path.join(pagesDir, f)).card);
    const photoFiles = (readdirSync(photosDir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) =>
      /\.(jpe?g|png|webp)$/i.test(f),
    );
    let broken: { file: string; text: string } | undefined;

    const edits: Record<string, () => void> = {
      text: () => {
        const file = path.join(pagesDir, pick(contentPages()));
        const page = readJson(file);
        const block = page.blocks.find((b: { title?: string }) => typeof b.title === 'string');
        if (!block) return;
        block.title = toggle(block.title, ' Now');
        writeJson(file, page);
      },
      card: () => {
        const file = path.join(pagesDir, pick(withCard()));
        const page = readJson(file);
        page.card.title = toggle(page.card.title, ' Plus');
        writeJson(file, page);
      },
      site: () => {
        const file = path.join(pagesDir, '_site.json');
        const site = readJson(file);
        site.brand.blurb = toggle(site.brand.blurb, ' We answer within a day.');
        writeJson(file, site);
      },
      photo: () => {
        // One photo's bytes become another's of the same kind: every page that shows it gets new files.
        const [a, b] = [pick(photoFiles), pick(photoFiles)];
        if (path.extname(a) !== path.extname(b)) return;
        const [bytesA, bytesB] = [readFileSync(path.join(photosDir, a)), readFileSync(path.join(photosDir, b))];
        writeFileSync(path.join(photosDir, a), bytesB);
        writeFileSync(path.join(photosDir, b), bytesA);
      },
      code: () => {
        version++;
      },
      experiment: () => {
        const file = path.join(pagesDir, 'industries', 'hvac-seo.json');
        const page = readJson(file);
        const change = page.experiment.variants[0].texts[0];
        change.text = toggle(change.text, ' Today');
        writeJson(file, page);
      },
      commit: () => {
        commit++;
      },
      add: () => {
        const page = structuredClone(template);
        page.$schema = '../../schema/page.schema.json';
        page.path = `/generated-${made}-seo`;
        page.meta.noindex = true;
        delete page.card;
        // An experiment's name is its page's alone.
        delete page.experiment;
        page.blocks[0].title = `SEO for Generated Trade ${made}`;
        page.meta.title = `Generated Trade ${made} SEO: Book More Jobs | RankHarbor`;
        page.meta.description =
          `SEO for generated trade ${made}: more booked jobs from local search, with map-pack rankings and reviews.`.padEnd(150, '.');
        writeJson(path.join(pagesDir, 'generated', `trade-${made++}.json`), page);
      },
      remove: () => {
        const names = generated();
        if (names.length) rmSync(path.join(pagesDir, 'generated', pick(names)));
      },
      move: () => {
        const names = generated();
        if (!names.length) return;
        const file = path.join(pagesDir, 'generated', pick(names));
        const page = readJson(file);
        page.path = `/generated-${made++}-seo`;
        writeJson(file, page);
      },
      rename: () => {
        const names = generated();
        if (names.length)
          renameSync(path.join(pagesDir, 'generated', pick(names)), path.join(pagesDir, 'generated', `trade-${made++}.json`));
      },
      break: () => {
        if (broken) return;
        // Not a generated page: removing or renaming one would take the broken file away, or leave it when fixed.
        const file = path.join(pagesDir, pick(contentPages().filter((f) => !f.startsWith(`generated${path.sep}`))));
        broken = { file, text: readFileSync(file, 'utf8') };
        writeFileSync(file, broken.text.replace('"blocks"', '"blocks": [], "blocks"'));
      },
    };
    const fix = () => {
      if (broken) writeFileSync(broken.file, broken.text);
      broken = undefined;
    };

    const first = await buildSite(common('incremental'));
    expect(first.code).toBe(0);
    const kinds = Object.keys(edits);
    for (let s = 0; s < sequences; s++) {
      const applied: string[] = [];
      const length = 1 + Math.floor(next() * 4);
      for (let e = 0; e < length; e++) {
        const kind = pick(kinds);
        if (kind === 'break' && broken) fix();
        edits[kind]!();
        applied.push(kind);
        printed.length = 0;
        const report = await buildSite(common('incremental'));
        expect(report.code, `sequence ${s} (${applied.join(', ')}), seed ${seed}: ${printed.join('\n')}`).toBe(broken ? 1 : 0);
        // After a change to the code, every page is rendered again.
        if (kind === 'code' && !broken) expect(report.rendered).toBe(report.pages + 2);
        // A variant's words changed: that copy alone is rendered again (the control and the page are unchanged).
        if (kind === 'experiment' && !broken) expect([report.experimentCopies, report.rendered]).toEqual([1, 0]);
        // A page's text changed: that file alone is checked again.
        if (kind === 'text' && !broken) expect(report.checked).toBeLessThanOrEqual(1);
      }
      fix();
      const incremental = await buildSite(common('incremental'));
      rmSync(path.join(work, 'full'), { recursive: true, force: true });
      const full = await buildSite(common('full'));
      expect([incremental.code, full.code, full.full]).toEqual([0, 0, true]);
      const label = `sequence ${s} (${applied.join(', ')}), seed ${seed}`;
      expect(tree(path.join(work, 'incremental', 'dist')), label).toEqual(tree(path.join(work, 'full', 'dist')));
      const serve = (name: string) =>
        readFileSync(path.join(work, name, 'serve.json'), 'utf8').replaceAll(path.join(work, name), '<build>');
      expect(serve('incremental'), label).toBe(serve('full'));
      expect(serve('incremental'), label).toContain('"variant": "first-call"');
      expect(tree(path.join(work, 'incremental', 'edge')), label).toEqual(tree(path.join(work, 'full', 'edge')));
      expect(readFileSync(manifestFile(path.join(work, 'incremental', 'dist')), 'utf8')).toBe(
        readFileSync(manifestFile(path.join(work, 'full', 'dist')), 'utf8'),
      );
      expect(existsSync(path.join(work, 'incremental', 'cache', 'building'))).toBe(false);
    }
  }, 600_000);

  it('writes again, on a new commit, only the pages whose HTML holds the version (those with a lead form)', async () => {
    const pagesDir = path.join(work, 'commit-pages');
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    const build = (name: string, commit: string) =>
      buildSite(buildIn(pagesDir, name, { NODE_ENV: 'production', SITE_VERSION: commit }, 'code'));
    expect((await build('commits', 'commit-a')).code).toBe(0);
    const contact = () => readFileSync(path.join(work, 'commits', 'dist', 'contact', 'index.html'), 'utf8');
    const about = () => readFileSync(path.join(work, 'commits', 'dist', 'about', 'index.html'), 'utf8');
    expect(contact()).toContain('name="version" value="commit-a"');
    const aboutBefore = about();
    expect(aboutBefore).not.toContain('commit-a');
    const next = await build('commits', 'commit-b');
    expect(next.rendered).toBeGreaterThan(0);
    expect(next.rendered).toBeLessThan(next.pages);
    expect(contact()).toContain('name="version" value="commit-b"');
    expect(about()).toBe(aboutBefore);
    // The same commit again: nothing to do.
    expect((await build('commits', 'commit-b')).rendered).toBe(0);
    const full = await build('commits-full', 'commit-b');
    expect(full.full).toBe(true);
    expect(tree(path.join(work, 'commits', 'dist'))).toEqual(tree(path.join(work, 'commits-full', 'dist')));
  }, 120_000);
});

describe('the renderer threads', () => {
  it('run the renderers’ bundle (worker-bundle.ts) and write the bytes a build in this thread writes', async () => {
    const env = { NODE_ENV: 'production' };
    const threads = await buildSite({ ...buildIn(path.join(root, 'pages'), 'threads', env, 'code'), workers: 2 });
    expect(threads.code).toBe(0);
    expect(threads.rendered).toBeGreaterThan(30);
    const here = await buildSite(buildIn(path.join(root, 'pages'), 'this-thread', env, 'code'));
    expect(here.rendered).toBe(threads.rendered);
    expect(tree(path.join(work, 'threads', 'dist'))).toEqual(tree(path.join(work, 'this-thread', 'dist')));
  }, 120_000);
});

describe('a deploy on Netlify', () => {
  it('keeps the build cache between deploys with its build plugin: a merged edit renders one page, and the site is the full build’s', async () => {
    const { onPreBuild, onPostBuild, cacheFolder } = await import('../../netlify/plugins/build-cache/index.js');
    // Netlify's cache utilities (utils.cache.save and restore, paths relative to the build's folder), over a folder of their own.
    const kept = path.join(work, 'netlify-cache');
    const utilsIn = (project: string) => ({
      cache: {
        save: async (folder: string) => {
          rmSync(kept, { recursive: true, force: true });
          cpSync(path.join(project, folder), kept, { recursive: true });
          return true;
        },
        restore: async (folder: string) => {
          if (!existsSync(kept)) return false;
          cpSync(kept, path.join(project, folder), { recursive: true });
          return true;
        },
      },
    });
    const deploy = async (name: string, pagesDir: string) => {
      const project = path.join(work, name);
      const utils = utilsIn(project);
      await onPreBuild({ utils });
      const report = await buildSite({
        root,
        pagesDir,
        publicDir,
        // The same path in every deploy, as Netlify builds in the same folder each time; the folder itself is new.
        dist: path.join(project, 'dist'),
        serveConfigFile: path.join(project, 'serve.json'),
        cacheDir: path.join(project, cacheFolder, 'build'),
        renderCacheDir: path.join(project, cacheFolder, 'render'),
        checkCacheDir: path.join(project, cacheFolder, 'checks'),
        env: { NODE_ENV: 'production' },
        tools: tools(() => 1),
        codeKey: 'deployed code',
        workers: 0,
        print: () => undefined,
      });
      await onPostBuild({ utils });
      return report;
    };
    const pagesDir = path.join(work, 'deploy-pages');
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    // Netlify names the deploy's context; only production builds save the cache.
    const context = process.env.CONTEXT;
    process.env.CONTEXT = 'production';
    afterAll(() => (context === undefined ? delete process.env.CONTEXT : (process.env.CONTEXT = context)));

    const first = await deploy('deploy-1', pagesDir);
    expect([first.code, first.full, first.rendered]).toEqual([0, true, first.pages + 2]);
    // The next deploy is a fresh clone of the repository: nothing of the first but what the plugin kept.
    rmSync(path.join(work, 'deploy-1'), { recursive: true });
    const about = path.join(pagesDir, 'about.json');
    const page = readJson(about);
    page.blocks[0].title = `${page.blocks[0].title} Today`;
    writeJson(about, page);
    const second = await deploy('deploy-2', pagesDir);
    // The fresh clone's files are all new to the file system: each is read again, and only the edited one checked again.
    expect([second.code, second.full, second.rendered, second.checked]).toEqual([0, false, 1, 1]);

    const full = await buildSite({
      root,
      pagesDir,
      publicDir,
      dist: path.join(work, 'deploy-full', 'dist'),
      serveConfigFile: path.join(work, 'deploy-full', 'serve.json'),
      cacheDir: path.join(work, 'deploy-full', 'cache'),
      renderCacheDir: path.join(work, 'deploy-full', 'renders'),
      env: { NODE_ENV: 'production' },
      tools: tools(() => 1),
      codeKey: 'deployed code',
      workers: 0,
      print: () => undefined,
    });
    expect(full.full).toBe(true);
    expect(tree(path.join(work, 'deploy-2', 'dist'))).toEqual(tree(path.join(work, 'deploy-full', 'dist')));

    // A deploy preview (a pull request's code, an outsider's too) reads the cache but never writes it.
    process.env.CONTEXT = 'deploy-preview';
    const saved: string[] = [];
    await onPostBuild({ utils: { cache: { save: async (folder: string) => (saved.push(folder), true), restore: async () => true } } });
    expect(saved).toEqual([]);
  });
});

describe('validation and the build', () => {
  it('render each page once between them: the build uses validation’s renders, and validation reports from the build’s pages', async () => {
    const { loadContentAndForms } = await import('../../src/tooling/content/index.ts');
    const { seoValidation } = await import('../../src/tooling/seo.ts');
    const { RenderCache } = await import('../../src/tooling/build/render-cache.ts');
    const { codeKey } = await import('../../src/tooling/build/inputs.ts');
    const env = { NODE_ENV: 'production' };
    const code = codeKey(root, env);
    const build = (name: string, renders: string) =>
      buildSite({
        root,
        pagesDir: path.join(root, 'pages'),
        publicDir,
        dist: path.join(work, name, 'dist'),
        serveConfigFile: path.join(work, name, 'serve.json'),
        cacheDir: path.join(work, name, 'cache'),
        renderCacheDir: renders,
        env,
        tools: tools(() => 1),
        workers: 0,
        print: () => undefined,
      });
    const content = loadContentAndForms({ pagesDir: path.join(root, 'pages'), publicDir });
    const validate = (renders: string) =>
      seoValidation(content.site!, content.rendered, content.pages, { cache: { code, renders: new RenderCache(renders) } });
    // The pages whose data the build changes: it gives each photo its encoded files before rendering.
    const { photoPlaces } = await import('../../src/core/photos/places.ts');
    const { blockBuilds } = await import('../../src/generated/block-builds.ts');
    const withPhotos = content.pages.filter(({ path: at }) => photoPlaces(blockBuilds, content.rendered.get(at)!.blocks).length).length;
    expect(withPhotos).toBeGreaterThan(0);

    const first = path.join(work, 'renders-validate-first');
    expect((await validate(first)).rendered).toBe(content.pages.length);
    const built = await build('after-validation', first);
    expect(built.reused).toBe(content.pages.length - withPhotos);

    const second = path.join(work, 'renders-build-first');
    const alone = await build('before-validation', second);
    expect(alone.reused).toBe(0);
    const after = await validate(second);
    expect(after.rendered).toBe(withPhotos);
    // The same findings whoever rendered the pages.
    expect(after.warnings).toEqual((await validate(path.join(work, 'renders-none'))).warnings);
  });
});

describe('the render cache', () => {
  it('forgets on a full build the renders no build uses, and keeps those of the builds beside it and any written meanwhile', async () => {
    const folder = path.join(work, 'pruning');
    const renders = path.join(folder, 'renders');
    const build = (name: string, code: string) =>
      buildSite({
        root,
        pagesDir: path.join(root, 'pages'),
        publicDir,
        dist: path.join(folder, name, 'dist'),
        serveConfigFile: path.join(folder, name, 'serve.json'),
        cacheDir: path.join(folder, 'caches', name),
        renderCacheDir: renders,
        env: { NODE_ENV: 'production' },
        tools: tools(() => 1),
        codeKey: code,
        workers: 0,
        print: () => undefined,
      });
    const keys = () =>
      new Set(
        (readdirSync(renders, { recursive: true, encoding: 'utf8' }) as string[])
          .filter((name) => name.includes('.'))
          .map((name) => path.basename(name).split('.')[0]!),
      );
    const stateKeys = (name: string) =>
      Object.values((readJson(path.join(folder, 'caches', name, 'state.json')) as { pages: Record<string, { render: string }> }).pages).map(
        (page) => page.render,
      );
    await build('site', 'code 1');
    await build('other', 'other code');
    const first = stateKeys('site');
    const other = stateKeys('other');
    // A render nobody uses, from long ago; and one written while the next build runs (its time is now).
    const stale = path.join(renders, 'ab', `ab${'0'.repeat(38)}.html`);
    const fresh = path.join(renders, 'cd', `cd${'0'.repeat(38)}.html`);
    mkdirSync(path.dirname(stale), { recursive: true });
    writeFileSync(stale, '<p>old</p>');
    utimesSync(stale, new Date('2026-01-01'), new Date('2026-01-01'));
    // The code changed and the site's cache is gone: a full build of other renders.
    rmSync(path.join(folder, 'caches', 'site'), { recursive: true });
    const again = build('site', 'code 2');
    mkdirSync(path.dirname(fresh), { recursive: true });
    writeFileSync(fresh, '<p>new</p>');
    await again;
    const now = stateKeys('site');
    const kept = keys();
    expect(now.every((key) => kept.has(key))).toBe(true);
    expect(other.every((key) => kept.has(key))).toBe(true);
    expect(first.filter((key) => !other.includes(key) && !now.includes(key)).some((key) => kept.has(key))).toBe(false);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
