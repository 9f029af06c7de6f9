// The studio on the web's backend: the same StudioBackend (src/studio/backend.ts) as the local studio (local-backend.ts), over
// the site's GitHub repository. It reads the default branch's pages once (one tree, then each page's
// blob), checks and renders every edit in this tab with the content core that validation and the build
// run (src/core/content), keeps saved pages in this browser until they are published, and publishes a
// page as a commit on its own branch with a pull request, through GitHub's API and nothing else.
import formValidators, { rootKey as formRootKey } from 'virtual:studio-form-validator';
import quickValidators from 'virtual:studio-quick-validators';
import { hrefPattern, pageSchema, photos as builtPhotos, schemas } from 'virtual:studio-data';
import { EditChecker } from '../../core/content/edit-check.ts';
import { setContentHost, type ContentHost, type SchemaKind, type Validator } from '../../core/content/host.ts';
import { isPageFile, pathFromFile, type ContentSource } from '../../core/content/load.ts';
import { planPage as planNewPage } from '../../core/content/new-page.ts';
import { formatLike } from '../shared/format-like.ts';
import { withoutBom } from '../../core/json-source.ts';
import { listTitle, pageGroup, pageGroups } from '../shared/page-list.ts';
import { readPhotoHeader } from '../../core/photos/dimensions.ts';
import { cleanPhotoName, photoExtensions, photoFolderFor, photoKind } from '../../core/photos/naming.ts';
import { photoPlaces, photoRemovedLine, photosLeftBehind } from '../../core/photos/places.ts';
import { maxPhotoBytes } from '../../core/content/photos.ts';
import { preparePhoto } from './photo-prepare.ts';
import type { PreparedPhoto } from '../shared/prepared-photo.ts';
import type { PageFile } from '../../generated/page.ts';
import type { StudioBackend } from '../backend.ts';
import type { Check, PageEntry, PageList, PhotoAnswer, PlannedPage, PublishAnswer, PublishPreview, SaveAnswer } from '../backend.ts';
import { summarizeChanges } from '../app/change-summary.ts';
import { messageInWords } from '../app/problem-words.ts';
import { blockKinds, withFieldLabels } from '../app/schema-helpers.ts';
import { createGitHubClient, gitBlobSha, GitHubError, type GitHubClient, type PullInfo } from './client.ts';
import { createDraftStore, type DraftStore } from './drafts.ts';
import { formValidatorFor } from './form-validator.ts';
import { beginFirstRead, firstReadKey, type FirstRead } from './first-read.ts';
import { branchForPage, publishToBranch } from './git-publish.ts';
import {
  changedSinceOpened,
  notAPhoto,
  notSavedProblems,
  notSentProblems,
  nothingNewToSend,
  photoTooLarge,
  reviewMessage,
  unreadablePhoto,
} from '../shared/answers.ts';
import { FullValidatorsNeeded, pagesDir, photosDir, publicDir, repoHost, rootedPath, type PhotoFacts } from './repo-host.ts';

/** Who is signed in, to which repository, and what GitHub lets them do there. */
export interface GitHubSession {
  /** GitHub's API: https://api.github.com. */
  apiUrl: string;
  owner: string;
  repo: string;
  /** The default branch: what the site is built from. */
  branch: string;
  token: string;
  login: string;
  canPush: boolean;
}

/** The default branch as the studio read it: each page's text and blob, and every file's path. */
interface Snapshot {
  commit: string;
  /** Page files (and the site config, the case studies) by their path in the repository. */
  pages: Map<string, { sha: string; text: string }>;
  files: string[];
  /** Open pull requests of page branches, by branch. */
  pulls: Map<string, PullInfo>;
  /** Each photo's blob, by its name in the photos folder. */
  photos: Map<string, string>;
  /** The pages in review: each one's text on its branch (by its file in the pages folder), where it differs from the default branch's. */
  reviews: Map<string, { sha: string; text: string }>;
}

/** How many blobs are read at once: enough to fill the connection, few enough not to trip GitHub's limits. */
const parallelReads = 8;

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelReads, items.length) }, worker));
  return results;
}

/** A transparent pixel, shown where a photo is still on its way. */
const blankPicture = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Validators = Record<SchemaKind, Validator>;
/** The validators that report every error: ten times the quick ones' size, loaded once the studio has opened. */
let fullValidators: Validators | undefined;
let loadingFull: Promise<void> | undefined;
const loadFullValidators = () =>
  (loadingFull ??= import('virtual:studio-validators').then(
    (module) => void (fullValidators = module.default),
    (error: unknown) => {
      loadingFull = undefined;
      throw error;
    },
  ));

/** Runs `work` when the tab has nothing else to do (or after a while, where the browser cannot say). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 2000);

const isContentFile = (path: string) => path.startsWith('pages/') && path.endsWith('.json');
const inPages = (file: string) => `pages/${file}`;

/** What a failure says to the editor: GitHub's words for its own errors, a plain sentence for the rest. */
const say = (error: unknown) =>
  error instanceof GitHubError ? error.message : 'Something went wrong in the studio. Your saved page is unchanged; try again.';

export function createGitHubBackend(
  session: GitHubSession,
  options: {
    storage?: Storage;
    /** The repository's first read, if the sign-in screen began it: used once, and only if it was made for this session. */
    firstRead?: FirstRead;
  } = {},
): StudioBackend {
  const client: GitHubClient = createGitHubClient(session);
  let early = options.firstRead?.key === firstReadKey(session) ? options.firstRead : undefined;
  const drafts: DraftStore = createDraftStore(options.storage ?? localStorage, `${session.owner}/${session.repo}@${session.branch}`);
  const photoFacts = new Map<string, PhotoFacts>(Object.entries(builtPhotos));
  let snapshot: Promise<Snapshot> | undefined;
  let checker: EditChecker | undefined;
  let source: ContentSource | undefined;
  let host: ContentHost | undefined;

  /**
   * Reads the default branch: its tree, and the text of every file under pages/: from the snapshot the
   * studio was built with where the blob is the same (most pages, most days), else from GitHub.
   */
  async function read(): Promise<Snapshot> {
    const first = early ?? beginFirstRead(client, session);
    early = undefined;
    const [tree, built, pulls] = await Promise.all([first.tree, first.built, first.pulls]);
    const pageFiles = tree.files.filter((f) => isContentFile(f.path));
    const texts = await inBatches(pageFiles, async (f) => built[f.sha] ?? client.blobText(f.sha));
    // A photo added after the studio was built: its header is read once, from its blob.
    const newPhotos = tree.files.filter((f) => f.path.startsWith('photos/') && !photoFacts.has(f.path.slice('photos/'.length)));
    await inBatches(newPhotos, async (f) => {
      const bytes = await client.blobBytes(f.sha);
      photoFacts.set(f.path.slice('photos/'.length), { bytes: f.size, ...readPhotoHeader(bytes) });
    });
    // Photos added in this browser and not yet published: the checks know them as the files they will be.
    for (const path of await drafts.photos().catch(() => [] as string[])) {
      const bytes = await drafts.photo(path);
      if (bytes) photoFacts.set(path.slice('photos/'.length), { bytes: bytes.length, ...readPhotoHeader(bytes) });
    }
    const pages = new Map(pageFiles.map((f, i) => [f.path, { sha: f.sha, text: texts[i]! }]));
    // A page in review is edited as its branch has it: the version last sent, which the next send builds on.
    const fileOfBranch = new Map(pageFiles.map((f) => [branchForPage(f.path), f.path]));
    const reviews = new Map<string, { sha: string; text: string }>();
    await inBatches(
      pulls.filter((p) => fileOfBranch.has(p.head)),
      async (pull) => {
        const inRepo = fileOfBranch.get(pull.head)!;
        const there = (await client.tree(pull.head)).files.find((f) => f.path === inRepo);
        if (there && there.sha !== pages.get(inRepo)?.sha)
          reviews.set(inRepo.slice('pages/'.length), { sha: there.sha, text: await client.blobText(there.sha) });
      },
    );
    host = repoHost({
      quick: quickValidators,
      full: () => fullValidators,
      schemas,
      hrefPattern,
      files: tree.files.map((f) => f.path),
      photos: photoFacts,
    });
    const current: Snapshot = {
      commit: tree.commit,
      pages,
      files: tree.files.map((f) => f.path),
      pulls: new Map(pulls.map((p) => [p.head, p])),
      photos: new Map(tree.files.filter((f) => f.path.startsWith('photos/')).map((f) => [f.path.slice('photos/'.length), f.sha])),
      reviews,
    };
    source = contentSource(current);
    // The start screen's problem counts come from the same load as the edit checks' index.
    checker = new EditChecker(source, publicDir, photosDir, true);
    return current;
  }

  /**
   * The repository as read, with the core pointed at it: the core has one host at a time (a tab runs one
   * studio; a test may run the local one beside it), so each call sets it before it checks anything. A
   * read that failed (the network, say) is tried again on the next call.
   */
  const loaded = async () => {
    snapshot ??= read().catch((error: unknown) => {
      snapshot = undefined;
      throw error;
    });
    const now = await snapshot;
    setContentHost(host!);
    return now;
  };

  /**
   * Runs the content core on the repository as read. Nearly every file passes the quick validators; one
   * that fails them needs the full ones for its messages: they are loaded, and the work is done again
   * (an index half built is dropped first).
   */
  async function inCore<T>(work: () => T): Promise<T> {
    await loaded();
    try {
      return work();
    } catch (error) {
      if (!(error instanceof FullValidatorsNeeded)) throw error;
      await loadFullValidators();
      checker!.invalidate();
      setContentHost(host!);
      return work();
    }
  }

  /** The site's files changed in this browser (a save, a publish): its index is built again. */
  const invalidate = () => checker!.invalidate();

  /** The pages as this browser sees them: the default branch's, with the pages saved here in their place. */
  function contentSource(current: Snapshot): ContentSource {
    const text = (inRepo: string) => {
      const file = inRepo.slice('pages/'.length);
      return drafts.get(file)?.text ?? current.reviews.get(file)?.text ?? current.pages.get(inRepo)?.text;
    };
    const relative = (file: string) => file.slice(pagesDir.length + 1);
    return {
      dir: pagesDir,
      list: () =>
        [...new Set([...[...current.pages.keys()].map(rootedPath), ...drafts.all().map((d) => rootedPath(inPages(d.file)))])]
          .filter((file) => isPageFile(pagesDir, file))
          .sort(),
      read: (file) => {
        const found = text(inPages(relative(file)));
        if (found === undefined) throw new Error(`No file ${file}`);
        return withoutBom(found);
      },
      exists: (file) => text(inPages(relative(file))) !== undefined,
    };
  }

  /**
   * The text a page has now in this browser (saved here, else as last sent for review, else the default
   * branch's), its fingerprint, and what it was last published or sent as.
   */
  async function current(file: string) {
    const { pages, reviews } = await loaded();
    const draft = drafts.get(file);
    const published = pages.get(inPages(file));
    const sent = reviews.get(file) ?? published;
    const text = draft?.text ?? sent?.text;
    const hash = draft ? ((await gitBlobSha(draft.text)) ?? draft.saved) : (sent?.sha ?? null);
    return { draft, published, sent, text, hash };
  }

  const routeOf = (file: string, data: unknown) =>
    ((data as Partial<PageFile> | undefined)?.path as string | undefined) ?? pathFromFile(pagesDir, rootedPath(inPages(file)));

  const parse = (text: string | undefined): Partial<PageFile> | undefined => {
    try {
      return text === undefined ? undefined : (JSON.parse(withoutBom(text)) as Partial<PageFile>);
    } catch {
      return undefined;
    }
  };

  async function summaryFor(file: string): Promise<{ route: string; summary: string[]; added: boolean; removed: string[] }> {
    const { published, sent, text } = await current(file);
    const before = parse(sent?.text);
    const after = parse(text);
    const titles = new Map(blockKinds(pageSchema).map((kind) => [kind.type, kind.title]));
    const edited = text !== undefined && text !== sent?.text;
    const summary = edited ? summarizeChanges(before, after, (type) => titles.get(type) ?? type) : [];
    // The photos the edit leaves behind go with it, deleted: none that any version of another page shows
    // (as the default branch has it, in review, or saved in this browser). The other pages are read only
    // when the edit dropped a photo (most edits do not).
    const { pages, reviews } = await loaded();
    const others =
      !edited || !photosLeftBehind(before, after, []).length
        ? []
        : [...pages.keys()]
            .filter((inRepo) => inRepo.startsWith('pages/') && inRepo !== inPages(file))
            .flatMap((inRepo) => [pages.get(inRepo)?.text, reviews.get(inRepo.slice('pages/'.length))?.text])
            .concat(
              drafts
                .all()
                .filter((d) => d.file !== file)
                .map((d) => d.text),
            )
            .map(parse);
    const removed = edited ? photosLeftBehind(before, after, others) : [];
    return { route: routeOf(file, after), summary: [...summary, ...removed.map(photoRemovedLine)], added: !published, removed };
  }

  // Photos are read from GitHub the first time the photo field or the preview asks for one, and kept for the tab.
  const photoUrls = new Map<string, string>();
  const photoListeners = new Set<() => void>();
  /** A photo's bytes made the ones the checks and the preview use for its name. */
  function showPhoto(src: string, bytes: Uint8Array, kind?: string): void {
    const header = readPhotoHeader(bytes);
    photoFacts.set(src, { bytes: bytes.length, ...header });
    const known = photoUrls.get(src);
    if (known?.startsWith('blob:')) URL.revokeObjectURL(known);
    photoUrls.set(src, URL.createObjectURL(new Blob([bytes as BlobPart], { type: `image/${header?.format ?? kind ?? 'jpeg'}` })));
    for (const listener of photoListeners) listener();
  }

  async function fetchPhoto(src: string): Promise<void> {
    const now = await loaded();
    const kept = await drafts.photo(`photos/${src}`);
    if (kept) return showPhoto(src, kept);
    const sha = now.photos.get(src);
    if (sha) showPhoto(src, await client.blobBytes(sha));
  }

  // The repository is read as soon as the studio opens, while its first screen is drawn; the full
  // validators follow once the page is drawn and the tab is idle (loading them sooner slows the opening
  // on a machine with few cores), so they are there before the editor's first mistake.
  void loaded()
    .then(() => whenIdle(() => void loadFullValidators().catch(() => undefined)))
    .catch(() => undefined);

  const backend: StudioBackend = {
    formValidator: formValidatorFor(
      formValidators as Parameters<typeof formValidatorFor>[0],
      withFieldLabels(pageSchema) as Parameters<typeof formValidatorFor>[1],
      formRootKey,
    ),

    async pages(): Promise<PageList> {
      const now = await loaded();
      const counts = new Map<string, number>();
      for (const problem of await inCore(() => checker!.siteProblems())) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
      const entries = await Promise.all(
        source!.list().map(async (rooted): Promise<PageEntry> => {
          const file = rooted.slice(pagesDir.length + 1);
          const { draft, text = '', hash } = await current(file);
          const data = parse(text);
          const route = routeOf(file, data);
          const pull = now.pulls.get(branchForPage(inPages(file)));
          return {
            file,
            path: route,
            title: listTitle(data, route),
            group: pageGroup(route, data),
            problems: counts.get(inPages(file)) ?? 0,
            hash: hash ?? '',
            text: withoutBom(text),
            review: draft
              ? { state: 'changed' }
              : pull
                ? { state: 'in-review', branch: pull.head, reviewUrl: pull.htmlUrl }
                : { state: 'published' },
          };
        }),
      );
      return { pages: entries, groups: [...pageGroups] };
    },

    schema: async () => pageSchema,

    async planPage(kind: string, slug: string): Promise<PlannedPage> {
      const plan = await inCore(() => planNewPage(kind, slug, source!, publicDir, photosDir));
      if ('error' in plan) return { error: plan.error };
      return { file: plan.file.slice(pagesDir.length + 1), path: plan.path, page: plan.page };
    },

    async check(file: string, text: string): Promise<Check> {
      return inCore(() => checker!.check(rootedPath(inPages(file || 'new-page-draft.json')), text));
    },

    async save(file: string, data: unknown, base: string | null): Promise<{ status: number; body: SaveAnswer }> {
      const { text: now, hash, published } = await current(file);
      await loaded();
      if (hash !== base) {
        return {
          status: 409,
          body: {
            conflict: true,
            text: now === undefined ? undefined : withoutBom(now),
            error: changedSinceOpened(base === null),
          },
        };
      }
      const text = formatLike(now, data);
      const { problems } = await inCore(() => checker!.check(rootedPath(inPages(file)), text));
      const blocking = problems.filter((p) => !p.fixedElsewhere);
      if (blocking.length) return { status: 422, body: { problems, error: notSavedProblems(blocking.length) } };
      if (published && routeOf(file, parse(published.text)) !== routeOf(file, data)) {
        return {
          status: 422,
          body: {
            error:
              'Not saved: changing the address of a published page is not available in the studio on the web yet (the old address needs a redirect). Keep the address, or ask a developer to change it.',
          },
        };
      }
      try {
        drafts.save(file, text, published?.sha ?? null);
      } catch (error) {
        return { status: 507, body: { error: error instanceof Error ? error.message : String(error) } };
      }
      invalidate();
      return { status: 200, body: { hash: (await gitBlobSha(text)) ?? '', linkNeeded: problems.length > 0 } };
    },

    async publishPreview(file: string): Promise<PublishPreview> {
      const now = await loaded();
      const { route, summary } = await summaryFor(file);
      return { route, summary, inReview: now.pulls.has(branchForPage(inPages(file))) };
    },

    async updateLinks() {
      return {
        status: 422,
        body: { error: 'Updating links on other pages is not available in the studio on the web yet. Edit those pages one by one.' },
      };
    },

    async publish(file: string): Promise<{ status: number; body: PublishAnswer }> {
      const refused = (message: string, status = 409) => ({ status, body: { ok: false, message } });
      const now = await loaded();
      const draft = drafts.get(file);
      if (!draft) return refused('There is nothing to send: save the page first.');
      if (!session.canPush) {
        return refused(
          `Not sent: GitHub does not let ${session.login} change ${session.owner}/${session.repo}. Your saved page stays in this browser; ask an owner of the repository for write access, then publish again.`,
          403,
        );
      }
      const blocking = (await inCore(() => checker!.check(rootedPath(inPages(file)), draft.text))).problems.filter(
        (p) => !p.fixedElsewhere,
      );
      if (blocking.length) {
        return refused(notSentProblems(blocking.length, { first: messageInWords(blocking[0]!.message) }), 422);
      }
      try {
        // The page as the default branch has it now, not as it was read: a change made there since is never overwritten.
        const head = await client.branchHead(session.branch);
        if (head && head !== now.commit) {
          const tree = await client.tree(head);
          const there = tree.files.find((f) => f.path === inPages(file));
          if ((there?.sha ?? null) !== draft.base) {
            return refused(
              'Nothing was sent: someone changed this page on GitHub since you opened it. Your saved page stays in this browser. Reload the studio to see their version, then make your change again on top of it.',
            );
          }
        }
        const { route, summary, added, removed } = await summaryFor(file);
        const words = reviewMessage(route, added, summary);
        // The photos the page shows that were added in this browser go with it.
        const kept = new Set(await drafts.photos());
        const photoFiles = [...new Set(photoPlaces(parse(draft.text)?.blocks ?? []).map(({ photo }) => `photos/${photo.src}`))].filter(
          (path) => kept.has(path),
        );
        const photoContents = await Promise.all(photoFiles.map(async (path) => ({ path, content: (await drafts.photo(path))! })));
        const result = await publishToBranch(client, {
          base: session.branch,
          branch: branchForPage(inPages(file)),
          files: [
            { path: inPages(file), content: draft.text },
            ...photoContents,
            ...removed.map((name) => ({ path: `photos/${name}`, content: null })),
          ],
          ...words,
        });
        if (!result.sent) {
          return refused(nothingNewToSend(result.inReview));
        }
        drafts.remove(file);
        for (const { path, content } of photoContents) {
          await drafts.removePhoto(path);
          now.photos.set(path.slice('photos/'.length), (await gitBlobSha(content)) ?? '');
        }
        now.reviews.set(file, { sha: (await gitBlobSha(draft.text)) ?? '', text: draft.text });
        now.pulls.set(result.branch, {
          number: result.pull,
          htmlUrl: result.reviewUrl,
          title: words.title,
          head: result.branch,
          body: words.body,
        });
        invalidate();
        return {
          status: 200,
          body: {
            ok: true,
            branch: result.branch,
            commit: result.commit,
            reviewUrl: result.reviewUrl,
            updated: result.updated,
            message: result.updated ? 'Your changes were added to the review already open:' : 'Sent for review:',
          },
        };
      } catch (error) {
        // A change that reached its branch without its review keeps its saved page: publishing again opens the review.
        return refused(say(error), error instanceof GitHubError ? error.status || 502 : 500);
      }
    },

    photoUrl(src: string): string {
      const known = photoUrls.get(src);
      if (known !== undefined) return known;
      // Nothing to show until it arrives: an empty picture, never a broken one.
      photoUrls.set(src, blankPicture);
      void fetchPhoto(src).catch(() => undefined);
      return blankPicture;
    },

    onPhotoReady(listener: () => void) {
      photoListeners.add(listener);
      return () => photoListeners.delete(listener);
    },

    async uploadPhoto(page: string, file: Blob & { name: string }): Promise<PhotoAnswer> {
      const now = await loaded();
      if (file.size > maxPhotoBytes) return { error: photoTooLarge() };
      const original = new Uint8Array(await file.arrayBuffer());
      const kind = photoKind(original);
      if (!kind) return { error: notAPhoto };
      let prepared: PreparedPhoto;
      try {
        prepared = await preparePhoto(original, kind);
      } catch {
        return { error: unreadablePhoto };
      }
      // Under the page's folder, named after the file; -2, -3… when another photo has that name. The same photo added twice keeps its one name.
      const folder = photoFolderFor(page);
      const stem =
        cleanPhotoName(file.name) ||
        cleanPhotoName(
          page
            .replace(/\.json$/, '')
            .split('/')
            .pop() ?? '',
        ) ||
        'photo';
      const sha = await gitBlobSha(prepared.bytes);
      const kept = new Set(await drafts.photos());
      const taken = async (name: string) => {
        const inRepo = now.photos.get(name);
        const inBrowser = kept.has(`photos/${name}`) ? await drafts.photo(`photos/${name}`) : undefined;
        if (!inRepo && !inBrowser) return false;
        return !(inRepo === sha || (inBrowser && (await gitBlobSha(inBrowser)) === sha));
      };
      let n = 1;
      const nameFor = (at: number) => `${folder}/${stem}${at === 1 ? '' : `-${at}`}.${photoExtensions[kind]}`;
      while (await taken(nameFor(n))) n++;
      const src = nameFor(n);
      try {
        await drafts.savePhoto(`photos/${src}`, prepared.bytes);
      } catch {
        return { error: 'This browser could not keep the photo. Publish the pages you saved, then add it again.' };
      }
      showPhoto(src, prepared.bytes, kind);
      return { src, width: prepared.width, height: prepared.height };
    },
  };
  return backend;
}
